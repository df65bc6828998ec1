import { conversationMessages, MESSAGE_MAX } from '@chajul/contracts';

/** The Korean strings of messages between a family and a finder (ADR 137). */
export const koConversations = {
  ...conversationMessages,
  title: '메시지',
  list: '대화 목록',
  empty: '아직 주고받은 메시지가 없습니다.',
  loadFailed: '메시지를 불러오지 못했습니다.',
  gate: '메시지는 로그인한 회원이나, 제보 확인 메일의 링크로 들어온 분만 볼 수 있습니다.',
  gateLink: '메일의 링크를 다시 눌러주세요. 회원이라면 로그인해주세요.',
  unread: (n: number) => `읽지 않은 메시지 ${n}개`,
  unreadTotal: (n: number) => (n > 0 ? `메시지 (읽지 않음 ${n})` : '메시지'),
  noMessage: '메시지가 없습니다.',
  about: (title: string) => `실종 신고 "${title}"`,
  sightingOf: (kind: string, place: string) => `${kind} 제보 · ${place}`,
  with: (name: string) => `${name}님과의 대화`,
  thread: '주고받은 메시지',
  mine: '나',
  body: '메시지',
  placeholder:
    '만날 장소나 강아지의 특징을 적어주세요. 계좌번호나 돈을 요구하는 메시지는 신고해주세요.',
  counter: (n: number) => `${n} / ${MESSAGE_MAX}자`,
  send: '보내기',
  sending: '보내는 중...',
  sendFailed: '메시지를 보내지 못했습니다. 잠시 후 다시 시도해주세요.',
  start: '메시지 보내기',
  startTitle: '제보한 분께 메시지 보내기',
  startHelp: '전화번호를 알리지 않고 대화할 수 있어요. 답장이 오면 알림으로 알려 드려요.',
  cancel: '닫기',
  openConversation: '대화 보기',
  backToList: '대화 목록으로',
  flagMessage: '이 메시지 신고하기',
  /** A family that reported without an account, on its manage page (ADR 258). */
  familyTitle: '찾은 분과의 대화',
  familyHint:
    '발견·목격 제보를 남긴 분과 연락처 없이 대화할 수 있어요. 새 메시지가 오면 이메일로 알려드려요.',
  familyEmpty: '아직 도착한 메시지가 없어요. 제보한 분이 메시지를 보내면 여기에 보여요.',
  /** The family withdrew (ADR 249): its report and messages are gone, the thread stays. */
  familyLeftLine: '가족이 탈퇴했어요',
  familyLeftNote:
    '보호자가 회원 탈퇴해 실종 신고와 보호자의 메시지가 삭제되었어요. 이 대화에는 더 이상 메시지를 보낼 수 없어요.',
} as const;
