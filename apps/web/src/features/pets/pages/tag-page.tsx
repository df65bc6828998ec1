import type { FormEvent } from 'react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import buttonStyles from '../../../components/ui/button.module.css';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import pageStyles from '../../../components/ui/page.module.css';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { ko } from '../../../locales/ko';
import { koPets } from '../../../locales/ko-pets';
import type { TagNotice } from '../api/pets';
import { FinderReplyAlerts } from '../components/finder-reply-alerts';
import { useTagPage, useTellFamily } from '../api/pets';

/** The phone's position, or undefined when it cannot or may not be read. */
function currentPosition(): Promise<{ lat: number; lng: number } | undefined> {
  if (!('geolocation' in navigator)) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude }),
      () => resolve(undefined),
      { timeout: 10_000, maximumAge: 60_000 },
    );
  });
}

/**
 * `named`: the finder sees the dog's name here. The family's answer reaches the finder's
 * device as a message push, whose words name the dog (the conversation's title stands for a
 * report's); the device is offered only where that tells the finder nothing new (ADR 257).
 */
function NotifyForm({ code, named }: { code: string; named: boolean }) {
  const tell = useTellFamily(code);
  const [mode, setMode] = useState<'notify' | 'left' | null>(null);
  const [share, setShare] = useState(false);
  const [exact, setExact] = useState(false);
  const [note, setNote] = useState<string>();
  const [link, setLink] = useState<string>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const message = String(form.get('message') ?? '');
    let notice: TagNotice;
    if (mode === 'left') {
      notice = { kind: 'left', place: String(form.get('place') ?? ''), message };
    } else {
      const position = share ? await currentPosition() : undefined;
      if (share && !position) setNote(koPets.positionFailed);
      notice = { kind: 'notify', message, exact, ...position };
    }
    tell.mutate(notice, {
      onSuccess: (answer) => {
        setNote(answer.message);
        setLink(answer.link);
      },
      onError: (e) => setNote(errorMessage(e, koPets.sendFailed)),
    });
  };

  if (tell.isSuccess) {
    return (
      <>
        <p role="status">{note}</p>
        {link && (
          <>
            <Link className={`${buttonStyles.button} ${buttonStyles.primary}`} to={link}>
              {koPets.openConversation}
            </Link>
            <p>{koPets.conversationLinkHint}</p>
            <p>
              <code>{window.location.origin + link}</code>
            </p>
            {named && <FinderReplyAlerts link={link} />}
          </>
        )}
      </>
    );
  }
  return (
    <>
      <Button onClick={() => setMode('notify')}>{koPets.notify}</Button>{' '}
      <Button variant="secondary" onClick={() => setMode('left')}>
        {koPets.left}
      </Button>
      {mode && (
        <form
          onSubmit={(e) => void submit(e)}
          aria-label={mode === 'left' ? koPets.left : koPets.notify}
        >
          {mode === 'left' && (
            <TextField label={koPets.leftPlace} name="place" required maxLength={100} />
          )}
          <TextAreaField
            label={koPets.notifyMessage}
            name="message"
            required={mode === 'notify'}
            maxLength={500}
            placeholder={koPets.notifyMessageHint}
          />
          {mode === 'notify' && (
            <>
              <label>
                <input
                  type="checkbox"
                  checked={share}
                  onChange={(e) => setShare(e.target.checked)}
                />{' '}
                {koPets.sharePosition}
              </label>
              {share && (
                <label>
                  <input
                    type="checkbox"
                    checked={exact}
                    onChange={(e) => setExact(e.target.checked)}
                  />{' '}
                  {koPets.exactPosition}
                </label>
              )}
            </>
          )}
          {note && <p role="alert">{note}</p>}
          <Button type="submit" disabled={tell.isPending}>
            {tell.isPending ? koPets.sending : koPets.send}
          </Button>
        </form>
      )}
    </>
  );
}

/**
 * `/t/{code}`, what a QR 인식표 opens (issue 40 item 2, ADR 252): no account needed, only what
 * the family chose to show, and a way to tell them without their number.
 */
export function TagPage() {
  const { code = '' } = useParams();
  const page = useTagPage(code);
  if (page.isPending) return <p className={pageStyles.page}>{ko.common.loading}</p>;
  if (page.isError || page.data.state === 'REVOKED') {
    return (
      <div className={pageStyles.page}>
        <h1 className={pageStyles.title}>{koPets.pageTitle}</h1>
        <p role="status">
          {!page.isError
            ? koPets.revoked
            : page.error instanceof ApiError && page.error.status === 404
              ? koPets.notFound
              : errorMessage(page.error, koPets.loadFailed)}
        </p>
      </div>
    );
  }
  const dog = page.data;
  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{dog.lost ? koPets.lostNow : koPets.found}</h1>
      <h2>{dog.name ?? koPets.nameless}</h2>
      {dog.photos.map((photo, i) => (
        <img
          key={photo.imagePath}
          src={`/api/pets/images${photo.imagePath}`}
          alt={`${dog.name ?? koPets.nameless} ${i + 1}`}
          width={240}
        />
      ))}
      {dog.details.length > 0 && (
        <dl>
          {dog.details.map((d) => (
            <div key={d.label}>
              <dt>{d.label}</dt>
              <dd>{d.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {dog.lostReportId !== null && (
        <p>
          <Link
            className={`${buttonStyles.button} ${buttonStyles.primary}`}
            to={`${paths.sightingWrite}?kind=SEEN&lostReportId=${dog.lostReportId}`}
          >
            {koPets.seen}
          </Link>{' '}
          <Link
            className={`${buttonStyles.button} ${buttonStyles.primary}`}
            to={`${paths.sightingWrite}?kind=FOUND&lostReportId=${dog.lostReportId}`}
          >
            {koPets.holding}
          </Link>
        </p>
      )}
      <p>{koPets.privacyNote}</p>
      <NotifyForm code={code} named={dog.name !== null} />
    </div>
  );
}
