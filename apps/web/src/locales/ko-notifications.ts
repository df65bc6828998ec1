/** The Korean strings of notifications (spec/ko-texts.md). */
export const koNotifications = {
  tab: '알림',
  title: '새 유기견 알림',
  empty: '받은 알림이 없습니다.',
  loadFailed: '알림을 불러오지 못했습니다.',
  readAll: '모두 읽음',
  unread: '읽지 않음',
  item: (title: string) => `"${title}" 신고와 닮은 유기견이 들어왔어요`,
  saveAlerts: '알림 설정 저장',
} as const;
