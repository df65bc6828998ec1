import type { FastifyInstance } from 'fastify';
import { deriveReportTitle } from '@chajul/contracts';
import { saveImage } from '../../lib/image-store';
import { insertReport } from '../../modules/reports/reports.repository';
import { findUserByUserid } from '../../modules/users/users.repository';
import { drawDogPhoto } from './demo-dog-photo';

type DemoReport = {
  daysAgo: number;
  region: string;
  district: string;
  species: string;
  gender: '암컷' | '수컷';
  dogName: string | null;
  content: string;
  phone: string;
  coat: string;
  background: string;
};

const DEMO_REPORTS: DemoReport[] = [
  {
    daysAgo: 12,
    region: '경기도',
    district: '수원시',
    species: '말티즈',
    gender: '암컷',
    dogName: '초코',
    content:
      '광교호수공원 산책 중 목줄이 풀려 잃어버렸습니다. 흰색 털에 빨간 목줄, 겁이 많아 부르면 숨을 수 있어요.',
    phone: '010-2345-6789',
    coat: '#f4f1ea',
    background: '#cfe3f2',
  },
  {
    daysAgo: 9,
    region: '서울특별시',
    district: '마포구',
    species: '푸들',
    gender: '수컷',
    dogName: '보리',
    content: '망원한강공원 근처에서 실종됐습니다. 갈색 토이푸들, 중성화했고 내장칩 있습니다.',
    phone: '010-3456-7890',
    coat: '#a0643a',
    background: '#f2e6cf',
  },
  {
    daysAgo: 6,
    region: '경기도',
    district: '성남시',
    species: '진돗개',
    gender: '수컷',
    dogName: '백구',
    content:
      '분당 정자동 아파트 단지에서 대문이 열린 틈에 나갔습니다. 누런 털의 진돗개, 사람을 잘 따릅니다.',
    phone: '010-4567-8901',
    coat: '#d9b26f',
    background: '#e4f0d8',
  },
  {
    daysAgo: 3,
    region: '서울특별시',
    district: '송파구',
    species: '시바견',
    gender: '암컷',
    dogName: null,
    content:
      '잠실역 부근에서 발견 후 임시 보호하다가 다시 놓쳤습니다. 주황색 털, 꼬리가 말려 있어요.',
    phone: '010-5678-9012',
    coat: '#d9823b',
    background: '#f6dcdc',
  },
  {
    daysAgo: 1,
    region: '경기도',
    district: '고양시',
    species: '믹스견',
    gender: '암컷',
    dogName: '두부',
    content:
      '일산 호수공원 노래하는 분수대 앞에서 잃어버렸습니다. 검은 털에 가슴에 흰 점, 파란 옷을 입고 있었어요.',
    phone: '010-6789-0123',
    coat: '#2f2a28',
    background: '#dcdcf6',
  },
];

const dateDaysAgo = (days: number) =>
  new Date(Date.now() + 9 * 3600_000 - days * 86_400_000).toISOString().slice(0, 10);

/** A handful of lost-pet reports by the demo member, with drawn photos. */
export async function createDemoReports(
  app: Pick<FastifyInstance, 'db' | 'storage'>,
): Promise<number> {
  const member = await findUserByUserid(app.db, 'member');
  if (!member) return 0;
  for (const report of DEMO_REPORTS) {
    const image = await saveImage(
      app.storage,
      'reports',
      await drawDogPhoto(report.coat, report.background),
    );
    await insertReport(app.db, {
      title: deriveReportTitle(report),
      dateLost: dateDaysAgo(report.daysAgo),
      region: report.region,
      district: report.district,
      species: report.species,
      gender: report.gender,
      content: report.content,
      phone: report.phone,
      dogName: report.dogName,
      imageKey: image.key,
      thumbnailKey: image.thumbnailKey,
      authorId: member.id,
      createdAt: new Date(Date.now() - report.daysAgo * 86_400_000),
    });
  }
  return DEMO_REPORTS.length;
}
