import type { FlyerInput } from './flyer';
import { renderFlyer } from './flyer';
import { serveRequests } from './worker-pool';

/** A flyer's input as it crosses to the thread: photos arrive as plain byte arrays. */
export type FlyerRequest = Omit<FlyerInput, 'photo' | 'morePhotos'> & {
  photo: Uint8Array | undefined;
  morePhotos: Uint8Array[];
};

const buffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Draws flyers on its own thread: pdfkit and the QR code are plain JavaScript (ADR 117). */
serveRequests<FlyerRequest, Uint8Array>(async (request) => {
  const pdf = await renderFlyer({
    ...request,
    photo: request.photo && buffer(request.photo),
    morePhotos: request.morePhotos.map(buffer),
  });
  const bytes = new Uint8Array(pdf);
  return { result: bytes, transfer: [bytes.buffer] };
});
