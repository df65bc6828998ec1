import type { AlertChannel, AlertKind } from '@chajul/contracts';

/** The Korean strings of the alert settings on /mypage/edit (issue 26). */
export const koAlerts = {
  section: '알림 설정',
  help: '알림마다 받을 곳을 고르세요. 바꾸면 바로 저장됩니다.',
  kinds: {
    match: '새 후보',
    sighting: '근처 제보',
    message: '새 메시지',
    saved: '관심 강아지·알림 조건',
  } satisfies Record<AlertKind, string>,
  kindHints: {
    match: '보호소에 들어온 닮은 유기견, 내가 제보한 강아지를 찾는 가족',
    sighting: '내 실종 신고와 비슷한 강아지를 보았다는 발견·목격 제보',
    message: '보호자나 제보자가 보낸 메시지',
    saved: '관심 강아지의 입양·반환 등 소식과 공고 종료 임박, 알림 받을 조건에 맞는 새 강아지',
  } satisfies Record<AlertKind, string>,
  channels: {
    inApp: '앱 알림',
    email: '이메일',
    push: '푸시 알림',
  } satisfies Record<AlertChannel, string>,
  kindColumn: '알림 종류',
  box: (kind: string, channel: string) => `${kind}: ${channel}`,
  pushHelp: '푸시 알림은 아래 버튼으로 허락한 기기에 옵니다. 휴대폰에서 앱을 닫아 두어도 받습니다.',
  finderSection: '알림',
  finderHelp:
    '이 기기에서 알림을 켜 두면 이 강아지를 찾는 가족일 수 있는 실종 신고와 새 메시지를 바로 알려드립니다.',
  thisDevice: '이 기기에서 알림 받기',
  stopThisDevice: '이 기기에서 알림 끄기',
  deviceOn: '이 기기에서 알림을 받고 있습니다.',
  asking: '알림 허용을 묻는 중…',
  noPush:
    '이 브라우저에서는 푸시 알림을 받을 수 없습니다. 아이폰·아이패드에서는 홈 화면에 추가한 찾아줄개 앱에서 켤 수 있습니다.',
  denied:
    '브라우저가 이 사이트의 알림을 막고 있습니다. 브라우저의 사이트 설정에서 알림을 허용한 뒤 다시 눌러주세요.',
  dismissed: '알림을 허용하지 않았습니다. 받으려면 다시 누르고 "허용"을 골라주세요.',
  subscribeFailed: '이 기기를 알림 받을 기기로 등록하지 못했습니다. 잠시 후 다시 시도해주세요.',
  saveFailed: '알림 설정을 저장하지 못했습니다. 다시 시도해주세요.',
} as const;
