import type { PoliciesResponse, PolicyProcessor } from '@chajul/contracts';
import type { Config } from '../../config';

/** The host of a URL, never its user name or password (SMTP_URL carries both). */
const hostOf = (url: string | undefined): string | undefined => {
  if (!url) return undefined;
  try {
    return new URL(url).hostname || undefined;
  } catch {
    return undefined;
  }
};

/**
 * Who handles personal data for this installation, from its settings (issue 29): the policy
 * names only the services this server is set up to use.
 */
export function processorsOf(config: Config): PolicyProcessor[] {
  const processors: PolicyProcessor[] = [];
  const smtp = hostOf(config.smtpUrl);
  if (smtp) {
    processors.push({
      name: `메일 발송 서버 (${smtp})`,
      purpose: '가입 확인, 비밀번호 재설정, 알림 메일 발송',
      items: '이메일 주소, 닉네임, 메일 내용',
    });
  }
  if (config.storage.kind === 's3') {
    const host = hostOf(config.storage.endpoint) ?? 'Amazon S3';
    processors.push({
      name: `사진 저장소 (${host})`,
      purpose: '신고·제보 사진 보관',
      items: '신고·제보에 올린 사진',
    });
  }
  processors.push({
    name: '브라우저 푸시 서비스 (Google, Mozilla, Apple, Microsoft)',
    purpose: '푸시 알림을 허용한 기기에 알림 전달',
    items: '기기의 알림 구독 주소, 알림 내용',
  });
  if (config.publicData.key) {
    processors.push({
      name: '공공데이터포털 (농림축산식품부 동물보호관리시스템)',
      purpose: '보호소 공고 동물과 보호소 정보 받아오기',
      items: '보내는 개인정보 없음 (공고 정보를 받아오기만 함)',
    });
  }
  if (config.publicData.ggKey) {
    processors.push({
      name: '경기데이터드림 (경기도)',
      purpose: '경기도 유기동물 공고 정보 받아오기',
      items: '보내는 개인정보 없음 (공고 정보를 받아오기만 함)',
    });
  }
  return processors;
}

export const policiesOf = (config: Config): PoliciesResponse => ({
  terms: config.policies.terms,
  privacy: config.policies.privacy,
  operator: config.operator,
  processors: processorsOf(config),
});
