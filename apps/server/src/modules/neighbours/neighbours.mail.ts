import { neighbourMessages as m } from '@chajul/contracts';
import type { Mail } from '../../lib/mailer';
import { letter, quoted } from '../../lib/mail-text';
import type { Target } from './neighbours.targets';

/** The visitor's confirmation: the link starts the alerts and is their key to change them. */
export function confirmMail(to: string, link: string): Mail {
  return letter(to, m.mailSubjectConfirm, [
    '찾아줄개 동네 알림을 신청해주셔서 고맙습니다.',
    '아래 링크를 누르면 이메일이 확인되고, 고른 동네에 실종견·발견견 신고가 올라올 때 알려드립니다.',
    link,
    '',
    '이 링크는 알림 장소와 방법을 바꾸는 개인 링크입니다. 다른 사람에게 전달하지 말고 이 메일을 보관해주세요.',
    '신청한 적이 없다면 이 메일을 무시하셔도 됩니다. 확인하지 않으면 알림을 보내지 않습니다.',
  ]);
}

/** One alert: what, where (rounded), the photo and the link, and the off link last. */
export function alertMail(to: string, target: Target, baseUrl: string, offLink: string): Mail {
  const lost = target.event === 'LOST';
  return letter(to, lost ? m.mailSubjectLost : m.mailSubjectFound, [
    lost
      ? '알림 받는 동네 근처에서 강아지를 잃어버렸다는 신고가 올라왔습니다. 비슷한 강아지를 보시면 알려주세요.'
      : '알림 받는 동네 근처에서 강아지를 발견했다는 제보가 올라왔습니다. 혹시 아는 강아지인지 확인해주세요.',
    '',
    `장소(대략): ${target.place}`,
    quoted('특징', target.summary),
    ...(target.photoPath ? [`사진: ${baseUrl}${target.photoPath}`] : []),
    `자세히 보기: ${baseUrl}${target.path}`,
    '',
    m.offLine,
    offLink,
  ]);
}
