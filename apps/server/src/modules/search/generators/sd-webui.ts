import sharp from 'sharp';
import type { FastifyBaseLogger } from 'fastify';
import { dogClassName } from '../../../ai/imagenet';
import type { Generated, GenerateInput, Generator } from './generator';

const TIMEOUT_MS = 120_000;

export function adultPrompt(breedClass: number | null, coat: string): string {
  const breed = (breedClass !== null && dogClassName(breedClass)) || 'mixed-breed';
  return `a photo of the same dog fully grown, an adult ${breed} dog with a ${coat} coat, realistic, natural light`;
}

/**
 * Img2img on an AUTOMATIC1111-compatible server (`POST /sdapi/v1/img2img`). When the server
 * fails, the nearest-adult photo answers instead: the user still gets a labelled result.
 */
export function createSdWebuiGenerator(deps: {
  baseUrl: string;
  fallback: Generator;
  log: FastifyBaseLogger;
}): Generator {
  return {
    name: 'sd-webui',
    async generate(input: GenerateInput): Promise<Generated> {
      try {
        const init = await sharp(input.image)
          .rotate()
          .resize(512, 512, { fit: 'cover' })
          .jpeg({ quality: 90 })
          .toBuffer();
        const response = await fetch(`${deps.baseUrl}/sdapi/v1/img2img`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          signal: AbortSignal.timeout(TIMEOUT_MS),
          body: JSON.stringify({
            init_images: [init.toString('base64')],
            prompt: adultPrompt(input.analysis.breedClass, input.analysis.coat),
            negative_prompt: 'puppy, cartoon, drawing, deformed',
            denoising_strength: 0.55,
            steps: 20,
            width: 512,
            height: 512,
          }),
        });
        if (!response.ok) throw new Error(`img2img answered ${response.status}`);
        const body = (await response.json()) as { images?: unknown };
        const image = Array.isArray(body.images) ? body.images[0] : undefined;
        if (typeof image !== 'string' || !image) throw new Error('img2img returned no image');
        return { imageBase64: image, generator: 'sd-webui', adultDogId: null };
      } catch (error) {
        deps.log.warn({ err: error }, 'sd-webui img2img failed; answering with the nearest adult');
        return deps.fallback.generate(input);
      }
    },
  };
}
