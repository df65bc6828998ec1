import { asc, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notices, users } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Oldest first; each is dated some days back so the list has a natural order. */
const DEMO_NOTICES: { daysAgo: number; title: string; content: string }[] = [
  {
    daysAgo: 21,
    title: '찾아줄개 서비스를 시작합니다',
    content: `안녕하세요, 찾아줄개입니다.

잃어버린 반려견을 찾는 보호자와 보호소의 유기견을 이어 드리기 위해 찾아줄개를 열었습니다.
경기도 동물보호센터에 들어온 유기견 정보를 매일 모아 보여 드리고, 실종 신고를 올려 이웃과 함께 찾을 수 있습니다.

처음이시라면 상단 메뉴의 '유기견 조회'와 '실종 신고'를 먼저 둘러보세요.
서비스를 쓰시다 불편한 점은 문의 게시판에 남겨 주시면 빠르게 답변드리겠습니다.`,
  },
  {
    daysAgo: 14,
    title: '사진으로 유기견을 찾는 방법',
    content: `우리 강아지 사진 한 장으로 닮은 보호견을 찾아보실 수 있습니다.

1. '유기견 조회' 메뉴에서 사진을 올려 주세요. 얼굴과 몸이 잘 보이는 밝은 사진일수록 좋습니다.
2. 인공지능이 털 색, 무늬, 체형이 닮은 보호견을 찾아 닮은 순서대로 보여 드립니다.
3. 마음에 걸리는 강아지가 있으면 상세 화면의 보호소 연락처로 바로 문의하세요.

올려 주신 사진은 위치 정보(EXIF)를 지운 뒤 검색에만 사용합니다.`,
  },
  {
    daysAgo: 7,
    title: '실종 신고 작성 시 꼭 확인해 주세요',
    content: `실종 신고에는 실종 날짜, 실종 장소, 연락처가 반드시 필요합니다.

- 사진은 최근 모습이 잘 나온 것으로 올려 주세요.
- 인식칩 번호, 목줄 색처럼 눈에 띄는 특징을 함께 적어 주시면 제보가 훨씬 정확해집니다.
- 강아지를 찾으셨다면 신고 글을 삭제하거나 수정해 주세요.

연락처는 신고 글을 보는 모든 분께 공개되니 공개해도 되는 번호를 적어 주세요.`,
  },
  {
    daysAgo: 2,
    title: '보호소 정보 업데이트 안내',
    content: `경기도 동물보호센터의 주소와 연락처를 최신 정보로 갱신했습니다.

'보호소 찾기'에서 내 위치를 허용하시면 가까운 보호소부터 보여 드립니다.
보호소 운영 시간은 센터마다 다르니 방문 전에 꼭 전화로 확인해 주세요.`,
  },
];

/** The demo notices, written by the first admin; none when there is no admin. */
export async function createDemoNotices(db: Db): Promise<number> {
  const [admin] = await db
    .select({ id: users.id, nickname: users.nickname })
    .from(users)
    .where(ilike(users.role, '%admin%'))
    .orderBy(asc(users.id))
    .limit(1);
  if (!admin) return 0;
  const now = Date.now();
  const rows = DEMO_NOTICES.map((n) => {
    const at = new Date(now - n.daysAgo * DAY_MS);
    return {
      title: n.title,
      content: n.content,
      author: admin.nickname,
      authorId: admin.id,
      createdAt: at,
      updatedAt: at,
    };
  });
  await db.insert(notices).values(rows);
  return rows.length;
}
