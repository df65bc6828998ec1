import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '../../../lib/api-client';

export const MY_DATA_FILE = 'chajul-my-data.zip';

/** 내 정보 다운로드: the zip, handed to the browser as a file to save. */
export async function downloadMyData() {
  const blob = await apiBlob('/api/mypage/export');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = MY_DATA_FILE;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export const useDownloadMyData = () => useMutation({ mutationFn: downloadMyData });
