import type { ExportSection } from './personal-data';

/*
 * 내 정보 다운로드, readable (issue 38 item 16, ADR 235): the same data as data.json, with
 * Korean labels, times in KST and codes in words, as summary.html; and README.txt saying what
 * each file is. data.json stays the machine-readable copy (its keys and codes are the API's).
 * The sections, their titles, codes and part titles are the modules' (ADR 255); the words for
 * the fields below are shared by them all.
 */

const KST_MS = 9 * 60 * 60_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** `2026-12-02 13:05 (KST)`: what a person in Korea reads on a clock. */
export function kstText(date: Date): string {
  const k = new Date(date.getTime() + KST_MS);
  return `${k.getUTCFullYear()}-${pad(k.getUTCMonth() + 1)}-${pad(k.getUTCDate())} ${pad(k.getUTCHours())}:${pad(k.getUTCMinutes())} (KST)`;
}

/** `2026-12-02T13:05:09+09:00`: still ISO 8601 for programs, and the Korean clock for people. */
export function kstIso(date: Date): string {
  const k = new Date(date.getTime() + KST_MS);
  return `${k.toISOString().slice(0, 19)}+09:00`;
}

/** Every Date in `value` as kstIso, for data.json. */
export function withKstTimes(value: unknown): unknown {
  if (value instanceof Date) return kstIso(value);
  if (Array.isArray(value)) return value.map(withKstTimes);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withKstTimes(v)]));
  }
  return value;
}

/** The words for each field, whatever part of the download it is in. */
export const FIELD_LABELS: Record<string, string> = {
  id: '번호',
  userid: '아이디',
  nickname: '닉네임',
  email: '이메일',
  name: '이름',
  role: '회원 구분',
  alertPreferences: '알림 설정',
  blockedAt: '이용 정지 시각',
  createdAt: '등록 시각',
  updatedAt: '마지막 수정 시각',
  kind: '종류',
  version: '약관 버전',
  givenAt: '동의 시각',
  withdrawnAt: '철회 시각',
  dogId: '유기견 번호',
  savedAt: '저장 시각',
  page: '저장한 목록',
  filters: '검색 조건',
  threshold: '닮은 정도 기준',
  paused: '알림 멈춤',
  title: '제목',
  dateLost: '잃어버린 날',
  timeLost: '잃어버린 시각',
  region: '시/도',
  district: '시/군/구',
  placeDetail: '자세한 장소',
  lat: '위도',
  lng: '경도',
  colour: '털색',
  size: '크기',
  collar: '목줄·옷',
  microchip: '동물등록번호',
  species: '견종',
  gender: '성별',
  content: '내용',
  phone: '연락처',
  phoneVisibility: '연락처 공개 범위',
  dogName: '강아지 이름',
  imageKey: '사진 파일',
  thumbnailKey: '작은 사진 파일',
  status: '상태',
  closedReason: '찾은 방법',
  note: '남긴 말',
  closedAt: '마친 시각',
  stillLostAskedAt: '아직 찾는지 물어본 시각',
  hiddenAt: '관리자가 숨긴 시각',
  authorId: '작성자 회원 번호',
  photos: '사진',
  seenAt: '보거나 발견한 시각',
  place: '장소',
  breed: '견종',
  heldAt: '보호 중인 곳',
  direction: '간 방향',
  lostReportId: '실종 신고 번호',
  petProfileId: '우리 아이 번호',
  visitorEmail: '비회원 이메일',
  visitorEmailKey: '비회원 이메일(제한 계산용)',
  visitorName: '비회원 이름',
  linkNonce: '개인 링크 열쇠',
  confirmedAt: '이메일 확인 시각',
  userId: '회원 번호',
  isPublic: '공개 여부',
  replies: '답변',
  inquiryId: '문의 번호',
  adminNickname: '답변한 관리자',
  reportId: '실종 신고 번호',
  similarity: '사진 닮은 정도',
  score: '닮은 정도 점수',
  alertedAt: '알린 시각',
  sightingId: '제보 번호',
  savedSearchId: '저장한 검색 번호',
  detail: '세부 내용',
  dogCount: '강아지 수',
  eventKey: '알림 구분값',
  conversationId: '대화 번호',
  readAt: '읽은 시각',
  ownerReadAt: '신고자가 읽은 시각',
  finderReadAt: '제보자가 읽은 시각',
  finderMailedAt: '제보자에게 메일 보낸 시각',
  finderMailOffAt: '제보자 메일 끈 시각',
  familyMailedAt: '가족에게 메일 보낸 시각',
  familyMailOffAt: '가족 메일 끈 시각',
  familyLeftAt: '실종 신고자가 떠난 시각',
  position: '순서',
  reason: '사유',
  lastDigestAt: '마지막 요약 알림 시각',
  notifiedAt: '알린 시각',
  matchedAt: '비교한 시각',
  expiresAt: '만료 시각',
  withdrawingAt: '탈퇴 신청 시각',
  messages: '메시지',
  fromOwner: '보낸 사람',
  body: '내용',
  afterDogId: '마지막으로 확인한 유기견 번호',
  model: '사진 모델',
  source: '출처',
  // The alert settings (alertPreferences): each kind, on each channel.
  match: '닮은 강아지 알림',
  sighting: '발견·목격 제보 알림',
  message: '메시지 알림',
  saved: '관심 강아지·저장한 검색 알림',
  inApp: '사이트 안 알림',
  push: '앱 푸시 알림',
  // A saved search's conditions (filters).
  keyword: '검색어',
  state: '상태',
  jurisd: '지역',
  foundFrom: '발견일(부터)',
  foundTo: '발견일(까지)',
  sizeClass: '크기',
  ageClass: '나이',
  color: '털색',
  neutered: '중성화',
  shelterId: '보호소',
};

/** Codes in words, per section (a code means one thing in one part of the download). */
type Codes = Record<string, Record<string, string>>;
type Labels = Record<string, string>;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const labelOf = (key: string, labels: Labels) => labels[key] ?? FIELD_LABELS[key] ?? key;

/** A value in words: times in KST, codes translated, yes and no, nothing as a dash. */
function wordsOf(key: string, value: unknown, codes: Codes): string {
  if (value === null || value === undefined || value === '') return '—';
  if (value instanceof Date) return kstText(value);
  const table = codes[key];
  if (table && (typeof value === 'string' || typeof value === 'boolean')) {
    const word = table[String(value)];
    if (word) return word;
  }
  if (typeof value === 'boolean') return value ? '예' : '아니요';
  if (Array.isArray(value)) return value.map((v) => wordsOf(key, v, codes)).join(', ');
  return String(value);
}

const isRecordList = (value: unknown): value is Record<string, unknown>[] =>
  Array.isArray(value) && value.some((v) => v && typeof v === 'object' && !(v instanceof Date));

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date);

/** One record as a table of labels and values; lists inside it as tables of their own. */
function recordHtml(record: Record<string, unknown>, codes: Codes, labels: Labels): string {
  const rows = Object.entries(record).map(([key, value]) => {
    let cell: string;
    if (key === 'photos' && Array.isArray(value)) {
      cell = value.length
        ? value
            .map((path) => {
              const href = escapeHtml(String(path));
              return `<a href="${href}"><img src="${href}" alt="${escapeHtml(labelOf('photos', labels))}" width="120"></a>`;
            })
            .join(' ')
        : '—';
    } else if (isRecordList(value)) {
      cell = value.map((item) => recordHtml(item, codes, labels)).join('');
    } else if (isPlainObject(value)) {
      cell = Object.keys(value).length ? recordHtml(value, codes, labels) : '—';
    } else {
      cell = escapeHtml(wordsOf(key, value, codes));
    }
    return `<tr><th scope="row">${escapeHtml(labelOf(key, labels))}</th><td>${cell}</td></tr>`;
  });
  return `<table>${rows.join('')}</table>`;
}

function listHtml(
  title: string,
  value: unknown,
  codes: Codes,
  level: number,
  about = '',
  labels: Labels = {},
): string {
  const heading = `<h${level}>${escapeHtml(title)}</h${level}>${about}`;
  if (Array.isArray(value)) {
    const items = value as Record<string, unknown>[];
    if (!items.length) return `${heading}<p>없음</p>`;
    return `${heading}<p>${items.length}건</p>${items.map((item) => recordHtml(item, codes, labels)).join('')}`;
  }
  if (isPlainObject(value)) return `${heading}${recordHtml(value, codes, labels)}`;
  return `${heading}<p>없음</p>`;
}

/** summary.html: the whole download for people, every user text escaped. */
export function summaryHtml(
  data: Record<string, unknown>,
  exportedAt: Date,
  sections: readonly ExportSection[],
): string {
  const parts = sections.map((section) => {
    const value = data[section.key];
    const codes = section.codes ?? {};
    const labels = section.labels ?? {};
    const about = `<p class="about">${escapeHtml(section.about)}</p>`;
    // A section that holds more than one list shows each under its own title.
    const partTitles = section.parts ?? {};
    const partKeys = Object.keys(partTitles);
    if (partKeys.length && isPlainObject(value)) {
      const inner = partKeys
        .map((k) => listHtml(partTitles[k]!, value[k], codes, 3, '', labels))
        .join('');
      return `<section><h2>${escapeHtml(section.title)}</h2>${about}${inner}</section>`;
    }
    return `<section>${listHtml(section.title, value, codes, 2, about, labels)}</section>`;
  });
  return [
    '<!doctype html>',
    '<html lang="ko"><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src 'self' file: data:; style-src 'unsafe-inline'">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>찾아줄개 내 정보 요약</title>',
    '<style>body{font-family:sans-serif;max-width:60rem;margin:1rem auto;padding:0 1rem;line-height:1.5}table{border-collapse:collapse;width:100%;margin:.5rem 0 1rem}th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}th{width:12rem;background:#f5f5f5;font-weight:600}td table{margin:.25rem 0}.about{color:#555}</style>',
    '</head><body>',
    '<h1>찾아줄개 내 정보 요약</h1>',
    `<p>내려받은 시각: ${escapeHtml(kstText(exportedAt))}. 시각은 모두 한국 표준시(KST)입니다.</p>`,
    ...parts,
    '</body></html>',
  ].join('\n');
}

/** README.txt: what each file is, in Korean (with a BOM, so Windows' Notepad reads UTF-8). */
export function readmeText(exportedAt: Date, sections: readonly ExportSection[]): string {
  const lines = [
    '찾아줄개 내 정보 다운로드',
    '',
    `내려받은 시각: ${kstText(exportedAt)}`,
    '',
    '이 압축 파일에 든 것:',
    '',
    '- README.txt : 지금 읽고 있는 안내 파일입니다.',
    '- summary.html : 내 정보를 한국어로 정리한 요약입니다. 웹 브라우저로 여세요.',
    '  시각은 한국 표준시(KST)로, 상태와 종류는 우리말로 적었습니다.',
    '- data.json : 같은 내용을 프로그램이 읽을 수 있게 담은 파일입니다.',
    '  항목 이름과 상태 값(예: FOUND, SIGHTING_MATCH)은 찾아줄개 API와 같은 영어 코드이고,',
    '  시각은 ISO 8601 형식의 한국 시각(예: 2026-12-02T13:05:00+09:00)입니다.',
    '- photos/ : 실종 신고와 발견·목격 제보에 올린 사진 원본입니다.',
    '',
    'data.json과 summary.html의 항목:',
    '',
    ...sections.map((s) => `- ${s.key} (${s.title}): ${s.about}`),
    '',
    '비밀번호는 암호화해 보관하므로 들어 있지 않습니다.',
    '궁금한 점은 찾아줄개 문의 게시판에 남겨 주세요.',
    '',
  ];
  return `\uFEFF${lines.join('\r\n')}`;
}
