import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ko } from '../../../locales/ko';
import { koPets } from '../../../locales/ko-pets';
import { usePets } from '../api/pets';
import { PetCard } from './pet-card';
import { PetForm } from './pet-form';

/** 마이페이지's 「우리 아이」 tab (issue 40 item 1, ADR 251). */
export function PetsTab() {
  const pets = usePets();
  const [adding, setAdding] = useState(false);
  return (
    <section aria-label={koPets.title}>
      <p>{koPets.intro}</p>
      {adding ? (
        <PetForm onDone={() => setAdding(false)} />
      ) : (
        <Button onClick={() => setAdding(true)}>{koPets.add}</Button>
      )}
      {pets.isPending && <p>{ko.common.loading}</p>}
      {pets.isError && <p role="alert">{koPets.loadFailed}</p>}
      {pets.data?.data.length === 0 && <p>{koPets.empty}</p>}
      {pets.data?.data.map((pet) => (
        <PetCard key={pet.id} pet={pet} />
      ))}
    </section>
  );
}
