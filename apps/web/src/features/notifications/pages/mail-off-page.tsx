import { mailOffMessages as m } from '@chajul/contracts';
import { useSearchParams } from 'react-router';
import { OffLinkPage } from '../../../components/ui/off-link-page';
import { ko } from '../../../locales/ko';
import { useTurnMailOff } from '../api/mail-off';

/** Where the link at the end of a visitor's alert mail leads (ADR 227). */
export function MailOffPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const conversation = params.get('scope') === 'conversation';
  const off = useTurnMailOff({ token, scope: conversation ? 'CONVERSATION' : 'ALL' });
  const texts = {
    title: ko.pageTitles.mailOff,
    invalid: m.invalid,
    intro: conversation ? m.pageConversation : m.pageAll,
    submit: conversation ? m.submitConversation : m.submitAll,
  };
  return <OffLinkPage texts={texts} hasToken={!!token} off={off} />;
}
