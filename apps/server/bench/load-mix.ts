/**
 * The request mix of `bench:load`, shaped like the site's real use: the home page's calls,
 * the stray-dog lists with and without filters, details, report lists, notices and images.
 */
import { GYEONGGI_CITIES } from '@chajul/contracts';
import sharp from 'sharp';

type Page<T> = { data: T[] };
type Dog = { id: number; imagePath?: string | null; thumbnailPath?: string | null };
type Report = { id: number; imagePath: string | null };

export type Target = {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
};

async function getJson<T>(base: string, path: string): Promise<T> {
  const res = await fetch(`${base}${path}`);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

const q = (params: Record<string, string | number>) =>
  new URLSearchParams(
    Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();

/** Weighted GETs, built from what the demo data holds. */
export async function readTargets(base: string): Promise<[number, string][]> {
  const dogs = await getJson<Page<Dog>>(base, `/api/dog-details/paged?${q({ page: 0, size: 60 })}`);
  const breeds = await getJson<string[]>(base, '/api/dog-details/breeds');
  const reports = await getJson<Page<Report>>(
    base,
    `/api/lost-pet/paged?${q({ page: 0, size: 30, order: 'desc' })}`,
  );
  // Dog photo paths are whole URLs; report photo paths are appended to the image route.
  const dogImages = dogs.data.flatMap((d) => [d.thumbnailPath, d.imagePath]).filter(Boolean);
  const reportImages = reports.data.map((r) => r.imagePath).filter(Boolean);
  const pick = <T>(list: T[], i: number) => list[i % list.length]!;
  const targets: [number, string][] = [
    // Home: the latest notices and reports cards.
    [
      8,
      `/api/notices/paged?${q({ page: 0, size: 3, sort: 'createdAt,desc', type: 'title_content', q: '' })}`,
    ],
    [8, `/api/lost-pet/paged?${q({ page: 0, size: 3, order: 'desc' })}`],
    // Stray-dog lookup and adoption lists: unfiltered, by city, by breed, by state, pages.
    [10, `/api/dog-details/paged?${q({ page: 0, size: 9 })}`],
    [3, `/api/dog-details/paged?${q({ page: 2, size: 9 })}`],
    [5, `/api/dog-details/paged?${q({ page: 0, size: 9, state: '보호중' })}`],
    [2, '/api/dog-details/breeds'],
    [3, `/api/lost-pet/paged?${q({ page: 0, size: 5 })}`],
    [3, `/api/notices/paged?${q({ page: 0, size: 10, sort: 'createdAt,desc' })}`],
  ];
  for (let i = 0; i < 6; i++) {
    const city = `경기도 ${pick([...GYEONGGI_CITIES], i * 5)}`;
    targets.push([1, `/api/dog-details/paged?${q({ page: 0, size: 9, jurisd: city })}`]);
    targets.push([
      1,
      `/api/dog-details/paged?${q({ page: 0, size: 9, species: pick(breeds, i * 3) })}`,
    ]);
  }
  for (let i = 0; i < 12; i++) {
    targets.push([1, `/api/dog-details/${pick(dogs.data, i * 5).id}`]);
    if (reports.data.length) targets.push([0.5, `/api/lost-pet/${pick(reports.data, i).id}`]);
  }
  for (let i = 0; i < 24; i++) targets.push([1, pick(dogImages, i)!]);
  for (let i = 0; i < 6 && reportImages.length; i++)
    targets.push([0.5, `/api/lost-pet/images${pick(reportImages, i)}`]);
  return targets;
}

/** The public routes of issue 18's table, each to be driven alone: [name, path]. */
export async function routeTargets(base: string): Promise<[string, string][]> {
  const dogs = await getJson<Page<Dog>>(base, `/api/dog-details/paged?${q({ page: 0, size: 9 })}`);
  const city = `경기도 ${GYEONGGI_CITIES[0]}`;
  return [
    ['/healthz', '/healthz'],
    ['dog list', `/api/dog-details/paged?${q({ page: 0, size: 9 })}`],
    ['dog list by city', `/api/dog-details/paged?${q({ page: 0, size: 9, jurisd: city })}`],
    ['dog detail', `/api/dog-details/${dogs.data[0]!.id}`],
    ['lost reports', `/api/lost-pet/paged?${q({ page: 0, size: 5 })}`],
    ['notices', `/api/notices/paged?${q({ page: 0, size: 10, sort: 'createdAt,desc' })}`],
  ];
}

/** A weighted sampler over targets, deterministic per run. */
export function sampler<T>(weighted: [number, T][]): () => T {
  const total = weighted.reduce((sum, [w]) => sum + w, 0);
  let seed = 42;
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    let r = (seed / 2 ** 31) * total;
    for (const [w, target] of weighted) if ((r -= w) < 0) return target;
    return weighted[weighted.length - 1]![1];
  };
}

/** Writes by logged-in members: inquiries (most) and lost-dog reports with a photo. */
export async function writeTargets(tokens: string[]): Promise<[number, Target][]> {
  const photo = await sharp({
    create: { width: 800, height: 600, channels: 3, background: '#a07050' },
  })
    .jpeg()
    .toBuffer();
  const boundary = 'benchboundary7e3f';
  const fields = {
    dateLost: '2026-11-01',
    region: '경기도',
    district: '수원시',
    species: '말티즈',
    gender: '암컷',
    content: '부하 시험용 신고입니다.',
    phone: '010-1234-5678',
    dogName: '벤치',
  };
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  const multipartBody = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="dog.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    photo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return tokens.flatMap((token): [number, Target][] => [
    [
      4,
      {
        method: 'POST',
        path: '/api/inquiries',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          title: '부하 시험 문의',
          content: '답변 부탁드립니다.',
          isPublic: true,
        }),
      },
    ],
    [
      1,
      {
        method: 'POST',
        path: '/api/lost-pet',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        body: multipartBody,
      },
    ],
  ]);
}
