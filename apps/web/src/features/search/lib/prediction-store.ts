import { generatedSearchResponseSchema } from '@chajul/contracts';
import { z } from 'zod';

const KEY = 'chajul.prediction';

/** What /lookup/search-result shows: kept for the browser session (spec §2, §4). */
const storedPredictionSchema = z.object({
  uploadedImage: z.string().nullable(),
  result: generatedSearchResponseSchema,
});
export type StoredPrediction = z.infer<typeof storedPredictionSchema>;

export const predictionStore = {
  /** undefined when nothing is stored or the stored data is corrupt. */
  read(): StoredPrediction | undefined {
    try {
      const raw = sessionStorage.getItem(KEY);
      if (!raw) return undefined;
      const parsed = storedPredictionSchema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  },
  save(prediction: StoredPrediction) {
    try {
      sessionStorage.setItem(KEY, JSON.stringify(prediction));
    } catch {
      // Storage full (a very large photo): keep the result without the uploaded photo.
      sessionStorage.setItem(KEY, JSON.stringify({ ...prediction, uploadedImage: null }));
    }
  },
  clear() {
    sessionStorage.removeItem(KEY);
  },
};

/** A data URL of the photo, scaled down where the browser can, to fit in sessionStorage. */
export async function photoDataUrl(file: File, maxSide = 640): Promise<string | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/jpeg', 0.85);
  } catch {
    return new Promise((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
      reader.onerror = () => resolve(null);
      reader.readAsDataURL(file);
    });
  }
}
