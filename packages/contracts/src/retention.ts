/*
 * How long the service keeps each kind of personal data (issue 29). One list, read by the
 * privacy policy page (what it tells members) and by the retention jobs (what they purge), so
 * the two cannot drift apart. `days` is null where the rule is an event, not a period.
 */

export interface RetentionRule {
  /** Stable name the jobs look a rule up by. */
  id: RetentionRuleId;
  /** The item, as the privacy policy names it. */
  item: string;
  /** When it goes, in the policy's words. */
  period: string;
  /** Days after the rule's starting event; null when removal follows an event at once. */
  days: number | null;
}

export type RetentionRuleId =
  | 'closedReportContact'
  | 'closedSightingContact'
  | 'unconfirmedVisitorPost'
  | 'expiredSessions'
  | 'mailOutbox'
  | 'loginFailures'
  | 'phoneReveals'
  | 'failedJobs'
  | 'resolvedFlags'
  | 'deletedReportPhotos'
  | 'deletedReportClosureNotes'
  | 'tagScanPositions'
  | 'visitorFamilyMessages'
  | 'withdrawnMember';

export const RETENTION_RULES: readonly RetentionRule[] = [
  {
    id: 'closedReportContact',
    item: '종료된 신고의 연락처, 장소 설명(직접 입력한 글), 지도에 찍은 위치와 동물등록번호',
    period: '신고가 종료된 날부터 90일 뒤 삭제',
    days: 90,
  },
  {
    id: 'closedSightingContact',
    item: '종료된 발견·목격 제보의 이메일, 이름, 장소 설명, 지도에 찍은 위치, 데려간 곳과 동물등록번호',
    period: '제보가 종료된 날부터 90일 뒤 삭제',
    days: 90,
  },
  {
    id: 'unconfirmedVisitorPost',
    item: '이메일 확인을 마치지 않은 방문자의 발견·목격 신고',
    period: '등록 후 24시간 안에 확인하지 않으면 삭제',
    days: 1,
  },
  {
    id: 'expiredSessions',
    item: '만료된 로그인 세션과 비밀번호 재설정 토큰',
    period: '만료되면 삭제',
    days: 0,
  },
  {
    id: 'mailOutbox',
    item: '발송한 메일 기록(받는 사람 주소와 내용)',
    period: '발송 후 30일 뒤 삭제',
    days: 30,
  },
  {
    id: 'loginFailures',
    item: '로그인 실패 기록(IP 주소와 입력한 아이디)',
    period: '기록 후 1일 뒤 삭제',
    days: 1,
  },
  {
    id: 'phoneReveals',
    item: "'연락처 보기' 기록(본 회원과 IP 주소)",
    period: '기록 후 90일 뒤 삭제',
    days: 90,
  },
  {
    id: 'failedJobs',
    item: '실패한 작업 기록(보내지 못한 메일의 받는 사람 주소와 내용 포함)',
    period: '실패 후 30일 뒤 삭제',
    days: 30,
  },
  {
    id: 'resolvedFlags',
    item: '신고하기(광고·사기·욕설 등) 기록(신고한 회원 또는 주소의 해시, 사유와 설명)',
    period:
      '관리자가 처리한 날(신고된 글이 삭제되었으면 삭제된 뒤 처음 점검한 날)부터 90일 뒤 삭제',
    days: 90,
  },
  {
    id: 'deletedReportPhotos',
    item: '삭제된 신고의 사진 파일',
    period: '신고 삭제 시 저장소에서 삭제(남은 파일은 정기 점검으로 정리)',
    days: null,
  },
  {
    id: 'deletedReportClosureNotes',
    item: '삭제된 신고에 남긴 종료 메모(재회 통계에는 사유만 남음)',
    period: '신고가 삭제되면 다음 정기 점검(매시간)에서 삭제',
    days: null,
  },
  {
    id: 'tagScanPositions',
    item: "QR 인식표를 찍은 분이 '가족에게 알리기'로 보낸 위치(우리 아이의 인식표 기록)",
    period: '받은 날부터 90일 뒤 삭제(기록의 날짜와 남긴 말은 보호자가 지울 때까지 남음)',
    days: 90,
  },
  {
    id: 'visitorFamilyMessages',
    item: '계정 없이 실종 신고를 올린 가족이 대화에 보낸 메시지(삭제된 신고의 가족이 보낸 메시지 포함)',
    period: '신고가 종료된 날부터 90일 뒤 삭제(신고가 삭제되었으면 다음 정기 점검에서 삭제)',
    days: 90,
  },
  {
    id: 'withdrawnMember',
    item: '탈퇴한 회원의 로그인 세션, 신고와 사진·이미지 특징값, 문의와 그 답변, 매칭 후보, 알림, 메시지, 푸시 구독',
    period: '회원 탈퇴 시 바로 삭제(회원 행에는 개인 정보를 남기지 않음)',
    days: null,
  },
] as const;

export function retentionRule(id: RetentionRuleId): RetentionRule {
  const rule = RETENTION_RULES.find((r) => r.id === id);
  if (!rule) throw new Error(`unknown retention rule ${id}`);
  return rule;
}
