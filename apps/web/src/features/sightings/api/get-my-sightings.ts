import { mySightingPageSchema } from '@chajul/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sightingKeys } from './keys';

/** 마이페이지 lists at most this many, newest first: the server's largest page. */
const MY_LIST_SIZE = 100;

export const getMySightings = (signal?: AbortSignal) =>
  api('/api/mypage/sightings', {
    query: { page: 0, size: MY_LIST_SIZE },
    schema: mySightingPageSchema,
    signal,
  });

export const useMySightings = () =>
  useQuery({ queryKey: sightingKeys.mine(), queryFn: ({ signal }) => getMySightings(signal) });
