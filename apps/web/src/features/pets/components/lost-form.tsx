import { districtsOf, REGIONS } from '@chajul/contracts';
import type { PetProfile } from '@chajul/contracts';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { koPets } from '../../../locales/ko-pets';
import { useReportLost } from '../api/pets';

const text = (form: FormData, name: string) => {
  const value = String(form.get(name) ?? '').trim();
  return value === '' ? undefined : value;
};

/**
 * 잃어버렸어요 (ADR 253): the profile fills the report, its phone too when it keeps one
 * (ADR 257); the family adds when and where.
 */
export function LostForm({ pet, onCancel }: { pet: PetProfile; onCancel: () => void }) {
  const report = useReportLost(pet.id);
  const navigate = useNavigate();
  const [region, setRegion] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError(undefined);
    report.mutate(
      {
        dateLost: text(form, 'dateLost') ?? '',
        timeLost: text(form, 'timeLost'),
        region,
        district: text(form, 'district') ?? '',
        placeDetail: text(form, 'placeDetail'),
        phone: text(form, 'phone'),
      },
      {
        onSuccess: (answer) => void navigate(paths.reportView(answer.id)),
        onError: (e) => setError(errorMessage(e, koPets.saveFailed)),
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label={koPets.lost}>
      <p>{koPets.lostIntro}</p>
      <TextField label={koPets.lostDate} name="dateLost" type="date" required />
      <TextField label={koPets.lostTime} name="timeLost" type="time" />
      <SelectField
        label={koPets.lostRegion}
        name="region"
        required
        value={region}
        onChange={(e) => setRegion(e.target.value)}
        options={['', ...Object.keys(REGIONS)]}
      />
      {region && districtsOf(region).length > 0 && (
        <SelectField
          label={koPets.lostDistrict}
          name="district"
          options={['', ...districtsOf(region)]}
        />
      )}
      <TextField label={koPets.lostPlace} name="placeDetail" maxLength={100} />
      <TextField
        label={koPets.lostPhone}
        name="phone"
        type="tel"
        required
        defaultValue={pet.phone ?? ''}
      />
      {error && <p role="alert">{error}</p>}
      <Button type="submit" disabled={report.isPending}>
        {koPets.lostSubmit}
      </Button>{' '}
      <Button variant="secondary" onClick={onCancel}>
        {koPets.cancel}
      </Button>
    </form>
  );
}
