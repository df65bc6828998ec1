import sharp from 'sharp';
import { makeJpeg } from './images';
import { validReport } from './reports.helpers';

/** A write the server answered with 2xx: what we sent, and the id it gave. */
export type AckedWrite =
  | { kind: 'report'; id: number; fields: Record<string, string>; colour: number[] }
  | { kind: 'inquiry'; id: number; title: string; content: string };

/** A distinct, easily recognisable colour per write, so a swapped or torn image shows. */
function colourOf(n: number): number[] {
  return [(n * 67) % 200, (n * 131 + 60) % 200, (n * 29 + 120) % 200].map((c) => c + 28);
}
const hex = (rgb: number[]) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;

export async function postReport(
  baseUrl: string,
  token: string,
  n: number,
): Promise<AckedWrite | undefined> {
  const colour = colourOf(n);
  const fields = {
    ...validReport,
    dogName: `크래시${n}`,
    content: `쓰기 ${n}번: ${'가'.repeat((n % 40) + 1)}`,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const jpeg = await makeJpeg({ width: 640, height: 480, color: hex(colour) });
  form.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), `dog${n}.jpg`);
  const res = await fetch(`${baseUrl}/api/lost-pet`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (res.status !== 201) return undefined;
  const { id } = (await res.json()) as { id: number };
  return { kind: 'report', id, fields, colour };
}

export async function postInquiry(
  baseUrl: string,
  token: string,
  n: number,
): Promise<AckedWrite | undefined> {
  const title = `크래시 문의 ${n}`;
  const content = `본문 ${n}: ${'내용'.repeat(n % 50)}`;
  const res = await fetch(`${baseUrl}/api/inquiries`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title, content, isPublic: false }),
  });
  if (res.status !== 201) return undefined;
  const { id } = (await res.json()) as { id: number };
  return { kind: 'inquiry', id, title, content };
}

async function imageColour(baseUrl: string, imagePath: string) {
  const res = await fetch(`${baseUrl}/api/lost-pet/images${imagePath}`);
  if (res.status !== 200) return { problem: `image ${imagePath}: ${res.status}` };
  // sharp decodes the whole file: a truncated JPEG fails here.
  const image = sharp(Buffer.from(await res.arrayBuffer()), { failOn: 'truncated' });
  const { width } = await image.metadata();
  const { channels } = await image.stats();
  return { width, mean: channels.slice(0, 3).map((c) => Math.round(c.mean)) };
}

/** Empty when the write is there and whole; otherwise what is wrong with it. */
export async function checkWrite(
  baseUrl: string,
  token: string,
  write: AckedWrite,
): Promise<string[]> {
  const headers = { authorization: `Bearer ${token}` };
  if (write.kind === 'inquiry') {
    const res = await fetch(`${baseUrl}/api/inquiries/${write.id}`, { headers });
    if (res.status !== 200) return [`inquiry ${write.id}: ${res.status}`];
    const body = (await res.json()) as { title: string; content: string };
    return body.title === write.title && body.content === write.content
      ? []
      : [`inquiry ${write.id} differs: ${JSON.stringify(body)}`];
  }
  // As its author: the phone number is theirs to see (ADR 136).
  const res = await fetch(`${baseUrl}/api/lost-pet/${write.id}`, { headers });
  if (res.status !== 200) return [`report ${write.id}: ${res.status}`];
  const { data } = (await res.json()) as { data: Record<string, string | null> };
  const problems: string[] = [];
  for (const [name, value] of Object.entries(write.fields)) {
    if (data[name] !== value) problems.push(`report ${write.id}.${name}: ${data[name]}`);
  }
  const paths = { full: data.imagePath, thumbnail: data.thumbnailPath };
  for (const [which, imagePath] of Object.entries(paths)) {
    if (!imagePath) {
      problems.push(`report ${write.id} has no ${which} image`);
      continue;
    }
    const seen = await imageColour(baseUrl, imagePath);
    if ('problem' in seen) problems.push(seen.problem!);
    else if (seen.mean.some((c, i) => Math.abs(c - write.colour[i]!) > 12))
      problems.push(`report ${write.id} ${which} colour ${seen.mean} ≠ ${write.colour}`);
    else if (which === 'full' && seen.width !== 640)
      problems.push(`report ${write.id} width ${seen.width}`);
  }
  return problems;
}
