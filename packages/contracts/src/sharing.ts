import { z } from 'zod';

/** Texts of the lost-dog flyer and of link previews (issue 9 "Sharing"). */
export const sharingMessages = {
  flyerHeadline: '강아지를 찾습니다',
  flyerDateLost: '실종 날짜',
  flyerPlaceLost: '실종 장소',
  flyerBreedGender: '견종 / 성별',
  flyerFeatures: '특징',
  flyerContact: '보시면 연락 부탁드립니다',
  flyerQr: '휴대폰 카메라로 찍으면 신고 글이 열립니다',
  flyerFooter: '찾아줄개 · AI로 함께 찾는 우리 강아지',
  unknown: '정보 없음',
  flyerBusy: '지금은 전단지를 만드는 요청이 많습니다. 잠시 후 다시 시도해주세요.',
  reportPreview: (date: string, place: string) => `${date} ${place}에서 실종되었습니다.`,
  dogPreview: (place: string, shelter: string) =>
    `${place}에서 발견되어 ${shelter}에서 보호 중입니다.`,
  dogTitle: (species: string, jurisd: string) => `${jurisd} ${species}`,
} as const;

/** `?contact=0` leaves the phone number off the printed flyer (the reporter's choice). */
export const flyerQuerySchema = z.object({
  contact: z.enum(['0', '1']).default('1'),
});
