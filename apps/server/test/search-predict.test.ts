import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createDog, makePhoto, realPhotos, reencode } from './dogs-factory';
import type { TestApp } from './helper';
import { buildTestApp } from './helper';
import { multipart } from './images';

async function predict(app: TestApp, photo: Buffer) {
  const form = multipart(
    {},
    { image: { buffer: photo, filename: 'puppy.jpg', contentType: 'image/jpeg' } },
  );
  return app.inject({ method: 'POST', url: '/api/search/generated', ...form });
}

const photosOf = (breed: string) => realPhotos(breed).slice(0, 3);

async function seed(app: TestApp) {
  const pugs = photosOf('pug');
  const beagles = photosOf('beagle');
  const puppy = await createDog(app, pugs[0], { age: '2026(60일미만)(년생)' });
  const adultPug = await createDog(app, pugs[1], { age: '2021(년생)' });
  const youngPug = await createDog(app, pugs[2], { age: '2026(년생)' });
  const adultBeagle = await createDog(app, beagles[0], { age: '2019(년생)' });
  await app.photoSearch.indexer.runOnce();
  return { pugs, puppy, adultPug, youngPug, adultBeagle };
}

describe('adult-look prediction, default generator', () => {
  let app: TestApp;
  let dogs: Awaited<ReturnType<typeof seed>>;
  beforeAll(async () => {
    app = await buildTestApp();
    dogs = await seed(app);
  });

  it('shows the photo of the most similar adult dog, labelled nearest-adult, and similar dogs', async () => {
    const res = await predict(app, await reencode(dogs.pugs[0]!));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.generator).toBe('nearest-adult');
    expect(body.adultDogId).toBe(dogs.adultPug.id); // same predicted breed
    const adult = body.adultDogId === dogs.adultPug.id ? dogs.adultPug : dogs.adultBeagle;
    const stored = await app.storage.get(adult.imageKey!);
    expect(Buffer.from(body.generatedImageBase64, 'base64').equals(stored!.body)).toBe(true);
    expect(body.dogs[0].id).toBe(dogs.puppy.id);
    expect(body.dogs).toHaveLength(4);
  });

  it('never shows a dog younger than one year as the adult look', async () => {
    for (const photo of dogs.pugs) {
      const body = (await predict(app, photo)).json();
      expect([dogs.puppy.id, dogs.youngPug.id]).not.toContain(body.adultDogId);
    }
  });

  it('asks for an image when none is sent and refuses non-images', async () => {
    const none = await app.inject({
      method: 'POST',
      url: '/api/search/generated',
      ...multipart({}),
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('이미지를 업로드해주세요.');
    const text = await app.inject({
      method: 'POST',
      url: '/api/search/generated',
      ...multipart({}, { image: { buffer: Buffer.from('%PDF-1.4'), filename: 'x.pdf' } }),
    });
    expect(text.statusCode).toBe(415);
  });
});

/** A stand-in for an AUTOMATIC1111 server: records requests, answers like /sdapi/v1/img2img. */
async function fakeSdWebui(fail: () => boolean) {
  const requests: { prompt: string; init_images: string[] }[] = [];
  const image = (await makePhoto(77, 64)).toString('base64');
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/sdapi/v1/img2img') return res.writeHead(404).end();
      requests.push(JSON.parse(body));
      if (fail()) return res.writeHead(500).end('{"error":"CUDA out of memory"}');
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ images: [image], parameters: {}, info: '{}' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, requests, image, close: () => new Promise((r) => server.close(r)) };
}

describe('adult-look prediction with an AUTOMATIC1111 img2img server', () => {
  let app: TestApp;
  let dogs: Awaited<ReturnType<typeof seed>>;
  let failing = false;
  let sd: Awaited<ReturnType<typeof fakeSdWebui>>;
  beforeAll(async () => {
    sd = await fakeSdWebui(() => failing);
    app = await buildTestApp({ search: { ...loadConfig({}).search, sdWebuiUrl: sd.url } });
    dogs = await seed(app);
  });
  afterAll(() => sd.close());

  it('returns the generated image and builds the prompt from the predicted breed and coat', async () => {
    const body = (await predict(app, dogs.pugs[0]!)).json();
    expect(body).toMatchObject({
      generator: 'sd-webui',
      generatedImageBase64: sd.image,
      adultDogId: null,
    });
    expect(body.dogs[0].id).toBe(dogs.puppy.id);
    const sent = sd.requests.at(-1)!;
    expect(sent.init_images).toHaveLength(1);
    expect(sent.prompt).toMatch(/adult .+ dog with a (white|black|grey|cream|brown|red) coat/);
    expect(sent.prompt).toContain('pug');
  });

  it('falls back to the nearest adult photo when the img2img server fails', async () => {
    failing = true;
    const body = (await predict(app, dogs.pugs[0]!)).json();
    failing = false;
    expect(body.generator).toBe('nearest-adult');
    expect(body.adultDogId).not.toBeNull();
  });
});
