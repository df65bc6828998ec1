import sharp from 'sharp';

/** A real JPEG of one colour; optionally carrying GPS EXIF and an orientation flag. */
export async function makeJpeg(
  options: {
    width?: number;
    height?: number;
    color?: string;
    gps?: boolean;
    orientation?: number;
  } = {},
): Promise<Buffer> {
  const { width = 320, height = 240, color = '#c08040' } = options;
  let image = sharp({ create: { width, height, channels: 3, background: color } }).jpeg();
  if (options.gps) {
    image = image.withExif({
      IFD0: { Make: 'TestPhone' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '37/1 33/1 59/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '126/1 58/1 40/1',
      },
    });
  }
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.toBuffer();
}

export async function makePng(width = 64, height = 64): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#3366ff80' } })
    .png()
    .toBuffer();
}

/** A tiny PNG whose header claims 100,000 × 100,000 pixels: a decompression bomb. */
export async function makePixelBomb(): Promise<Buffer> {
  const png = await makePng(1, 1);
  const bomb = Buffer.from(png);
  bomb.writeUInt32BE(100_000, 16);
  bomb.writeUInt32BE(100_000, 20);
  return bomb;
}

type FilePart = { buffer: Buffer; filename: string; contentType?: string };

/** A multipart/form-data body for app.inject; a list sends several parts under one name. */
export function multipart(
  fields: Record<string, string>,
  files: Record<string, FilePart | FilePart[]> = {},
) {
  const boundary = `----chajul${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  const parts = Object.entries(files).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((file) => [name, file] as const),
  );
  for (const [name, file] of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.buffer,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
