import { consentMessages } from '@chajul/contracts';

/** One collected set: the form, what it asks and why. */
type Collected = { form: string; items: string; purpose: string; required: string };

/** The Korean texts of the policies, the consents and the audit trail (issue 29). */
export const koPrivacy = {
  ...consentMessages,
  privacyTitle: '개인정보처리방침',
  termsTitle: '이용약관',
  version: '버전',
  effectiveDate: '시행일',
  loadFailure: '방침 정보를 불러오지 못했습니다.',
  privacyIntro:
    '찾아줄개(이하 "서비스")는 잃어버린 강아지를 찾는 가족과 강아지를 발견한 분을 잇기 위해 꼭 필요한 개인정보만 받습니다. 이 방침은 어떤 정보를 왜 받고, 얼마나 보관하며, 누구에게 맡기는지, 그리고 회원이 어떻게 권리를 행사할 수 있는지 설명합니다.',
  collectedTitle: '1. 수집하는 개인정보와 이용 목적',
  collectedHead: { form: '어디서', items: '수집 항목', purpose: '이용 목적', required: '구분' },
  collected: [
    {
      form: '회원가입',
      items: '아이디, 닉네임, 이메일, 비밀번호(암호화하여 저장)',
      purpose: '회원 확인, 로그인, 비밀번호 재설정 메일 발송',
      required: '필수',
    },
    {
      form: '회원가입(선택 동의)',
      items: '이메일 알림 수신 여부',
      purpose: '비슷한 강아지·목격 제보·메시지 알림 메일 발송',
      required: '선택',
    },
    {
      form: '실종 신고',
      items:
        '연락처(전화번호), 잃어버린 장소(지역·직접 입력한 설명), 지도 핀 위치, 잃어버린 때, 강아지 사진·특징, 동물등록번호',
      purpose:
        '실종 신고 게시, 보호소 공고·발견 제보와 비교해 비슷한 강아지 알림, 발견한 분이 가족에게 연락',
      required: '연락처·장소는 필수, 나머지는 선택',
    },
    {
      form: '발견·목격 제보',
      items:
        '발견·목격 장소와 지도 핀, 때, 사진·특징, 방문자라면 이메일 주소(제보 확인과 알림용)와 이름(선택)',
      purpose: '제보 게시, 실종 신고와 비교해 가족에게 알림, 방문자 제보의 이메일 확인',
      required: '장소·때는 필수, 방문자 이메일은 필수',
    },
    {
      form: '문의',
      items: '제목, 내용, 공개 여부',
      purpose: '문의 답변',
      required: '필수',
    },
    {
      form: '메시지',
      items: '주고받은 메시지 내용',
      purpose: '실종 신고한 가족과 발견한 분의 연락',
      required: '보낼 때 필수',
    },
    {
      form: '푸시 알림',
      items: '기기의 알림 구독 주소와 암호화 키, 받을 알림 종류',
      purpose: '알림을 허용한 기기에 푸시 알림 전달',
      required: '선택',
    },
    {
      form: '서비스 이용 중 자동 생성',
      items: '접속 IP 주소, 접속 시각, 요청 기록(개인정보 값은 기록하지 않음)',
      purpose: '부정 이용 방지, 요청 횟수 제한, 장애 대응, 관리자 열람 기록',
      required: '자동',
    },
  ] satisfies Collected[],
  retentionTitle: '2. 보관 기간',
  retentionIntro:
    '개인정보는 목적을 이루면 바로 지웁니다. 아래 기간은 서비스가 정해진 작업으로 자동으로 지킵니다.',
  retentionHead: { item: '항목', period: '보관 기간' },
  retentionMember:
    '그 밖의 회원 정보는 회원 탈퇴 때까지 보관하며, 법령이 따로 보관을 요구하는 경우에만 그 기간 동안 보관합니다.',
  processorsTitle: '3. 개인정보 처리 위탁과 외부 서비스',
  processorsIntro: '서비스 운영을 위해 아래 업체·서비스에 처리를 맡기거나 정보를 주고받습니다.',
  processorsHead: { name: '수탁자·서비스', purpose: '맡기는 일', items: '다루는 항목' },
  processorsNone: '현재 설정에서는 개인정보를 맡기는 외부 업체가 없습니다.',
  thirdParty:
    '서비스는 회원의 개인정보를 제3자에게 제공하지 않습니다. 다만 실종 신고에 적은 연락처는 신고자가 공개를 선택한 범위에서 로그인한 회원에게 보입니다.',
  rightsTitle: '4. 회원의 권리와 행사 방법',
  rights: [
    '회원은 언제든지 자신의 개인정보에 대한 열람·정정·삭제·처리정지를 요구할 수 있습니다.',
    '마이페이지에서 닉네임·비밀번호를 고치고, 선택 동의(이메일 알림)를 바꿀 수 있습니다(동의 관리).',
    '마이페이지의 "내 정보 다운로드"로 서비스가 가진 내 정보와 사진을 내려받을 수 있습니다.',
    '마이페이지의 "회원 탈퇴"로 계정을 지울 수 있습니다. 탈퇴하면 위 보관 기간 표의 회원 탈퇴 항목이 바로 삭제됩니다.',
    '그 밖의 요구는 아래 개인정보 보호책임자에게 이메일로 보내주세요. 10일 안에 답변합니다.',
  ],
  safetyTitle: '5. 안전성 확보 조치',
  safety: [
    '비밀번호는 되돌릴 수 없게 암호화하여 저장합니다.',
    '모든 통신은 암호화(HTTPS)하며, 로그에는 이메일·전화번호·비밀번호를 남기지 않습니다.',
    '관리자가 회원 정보나 비공개 문의를 열람하면 누가, 언제, 어디서 보았는지 기록합니다.',
    '실종 신고의 지도 핀은 신고자 외에는 대략적인 위치로만 보여줍니다.',
  ],
  contactTitle: '6. 개인정보 보호책임자',
  contactName: '담당',
  contactEmail: '이메일',
  changesTitle: '7. 방침의 변경',
  changes:
    '이 방침이 바뀌면 시행일 전에 공지하고, 바뀐 내용에 다음 로그인 때 다시 동의를 받습니다.',
  terms: [
    {
      title: '제1조 (목적)',
      body: '이 약관은 찾아줄개 서비스의 이용 조건과 절차, 운영자와 회원의 권리·의무를 정합니다.',
    },
    {
      title: '제2조 (서비스)',
      body: '서비스는 실종 신고, 발견·목격 제보, 보호소 공고 동물 조회, 사진으로 비슷한 강아지 찾기, 알림과 메시지를 무료로 제공합니다. 보호소 공고 정보는 공공 데이터에서 받아오며, 그 정확성은 제공 기관에 따릅니다.',
    },
    {
      title: '제3조 (회원가입)',
      body: '만 14세 이상이면 이용약관과 개인정보 수집·이용에 동의하고 가입할 수 있습니다. 한 사람이 남의 정보로 가입해서는 안 됩니다.',
    },
    {
      title: '제4조 (회원의 의무)',
      body: '회원은 사실인 내용만 신고·제보하고, 다른 사람의 연락처나 사진을 허락 없이 올리지 않으며, 서비스를 광고·사기·괴롭힘에 쓰지 않습니다. 다른 사람의 연락처는 강아지를 찾는 일에만 씁니다.',
    },
    {
      title: '제5조 (게시물)',
      body: '회원이 올린 글과 사진의 권리는 회원에게 있습니다. 회원은 강아지를 찾는 데 필요한 범위에서 서비스가 이를 게시·공유(전단 포함)하는 것을 허락합니다. 약관이나 법령을 어긴 게시물은 관리자가 숨기거나 지울 수 있습니다.',
    },
    {
      title: '제6조 (이용 제한과 탈퇴)',
      body: '약관을 어긴 회원은 글쓰기와 메시지가 제한될 수 있습니다. 회원은 언제든지 마이페이지에서 탈퇴할 수 있습니다.',
    },
    {
      title: '제7조 (책임)',
      body: '서비스는 강아지를 꼭 찾는다는 것을 보장하지 않으며, 회원끼리의 연락과 만남에서 생긴 일에 대해서는 운영자의 고의나 중대한 과실이 없으면 책임지지 않습니다.',
    },
    {
      title: '제8조 (약관의 변경)',
      body: '약관이 바뀌면 시행일 전에 공지하고, 다음 로그인 때 다시 동의를 받습니다. 동의하지 않으면 탈퇴할 수 있습니다.',
    },
  ],
  termsContact: '문의',
  // Signup and consent boxes.
  consentAll: '전체 동의',
  consentAllHint: '선택 항목을 포함해 모두 동의합니다.',
  required: '[필수]',
  optional: '[선택]',
  consentTerms: '이용약관 동의',
  consentPrivacy: '개인정보 수집·이용 동의',
  consentAge14: '만 14세 이상입니다',
  consentEmailAlerts: '이메일 알림 수신 동의',
  viewTerms: '이용약관 보기',
  viewPrivacy: '개인정보처리방침 보기',
  consentsLegend: '약관 동의',
  // 약관 변경 동의 screen.
  reconsentTitle: '약관 변경 동의',
  reconsentIntro:
    '서비스 약관이 바뀌었습니다. 바뀐 내용을 확인하고 동의하면 계속 이용할 수 있습니다.',
  reconsentSubmit: '동의하고 계속하기',
  reconsentLeave: '동의하지 않으면 로그아웃하거나 마이페이지에서 탈퇴할 수 있습니다.',
  logout: '로그아웃',
  // 마이페이지 동의 관리.
  manageTitle: '동의 관리',
  manageIntro:
    '필수 동의는 회원 탈퇴로만 철회할 수 있습니다. 선택 동의는 언제든지 바꿀 수 있습니다.',
  agreedAt: (date: string, version: string) => `${date} 동의 (버전 ${version})`,
  notAgreed: '동의하지 않음',
  saving: '저장 중...',
  saveFailure: '동의 내용을 저장하지 못했습니다.',
  // 열람 기록 (admin).
  auditTab: '열람 기록',
  auditTitle: '개인정보 열람 기록',
  auditFilterActor: '관리자 아이디',
  auditFilterAction: '행위',
  auditFilterFrom: '시작일',
  auditFilterTo: '종료일',
  auditAllActions: '전체',
  auditSearch: '검색',
  auditEmpty: '기록이 없습니다.',
  auditLoadFailure: '열람 기록을 불러오지 못했습니다.',
  auditHead: { at: '일시', actor: '관리자', action: '행위', target: '대상', ip: 'IP' },
  auditUnknownActor: '(삭제된 계정)',
  auditWithdrawnActor: '탈퇴한 관리자',
  auditActions: {
    'member.view': '회원 정보 열람',
    'member.reports.view': '회원의 신고 목록 열람',
    'member.inquiries.view': '회원의 문의 목록 열람',
    'inquiry.view': '비공개 문의 열람',
    'member.export': '내 정보 다운로드',
    'member.delete': '회원 삭제',
    'member.withdraw': '회원 탈퇴',
  },
  auditTargets: { user: '회원', inquiry: '문의' } as Record<string, string>,
} as const;
