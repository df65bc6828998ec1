/** The Korean strings of notifications (spec/ko-texts.md). */
export const koNotifications = {
  tab: '알림',
  title: '받은 알림',
  empty: '받은 알림이 없습니다.',
  loadFailed: '알림을 불러오지 못했습니다.',
  readAll: '모두 읽음',
  unread: '읽지 않음',
  /** One line per kind of notification (NOTIFICATION_KINDS). */
  item: {
    DOG_MATCH: (title: string) => `"${title}" 신고와 닮은 유기견이 들어왔어요`,
    SIGHTING_MATCH: (title: string) => `"${title}" 신고와 닮은 강아지를 봤다는 제보가 올라왔어요`,
    FAMILY_MATCH: (title: string) => `내 제보의 강아지를 찾는 가족일 수 있어요: "${title}"`,
    MESSAGE: (title: string) => `"${title}" 대화에 새 메시지가 왔어요`,
    STILL_LOST: (title: string) => `"${title}" 신고의 강아지를 아직 찾고 계신가요?`,
    FAMILY_FOUND: (title: string) => `가족을 찾았어요, 감사합니다: "${title}"`,
  },
  /** TAG_FOUND without its line (ADR 252). */
  tagFound: '인식표를 찍은 분이 연락했어요',
  urgent: '[긴급]',
  saveAlerts: '알림 설정 저장',
} as const;
