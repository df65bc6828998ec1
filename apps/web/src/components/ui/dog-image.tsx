import type { ImgHTMLAttributes } from 'react';
import { useState } from 'react';

export const DEFAULT_DOG_IMAGE = '/images/default-dog.svg';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string | null | undefined };

/** A dog photo that falls back to the default picture when missing or broken (spec §2). */
export function DogImage({ src, alt, ...rest }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  const usable = src && failed !== src ? src : DEFAULT_DOG_IMAGE;
  return (
    <img
      loading="lazy"
      decoding="async"
      {...rest}
      src={usable}
      alt={alt}
      onError={() => src && setFailed(src)}
    />
  );
}
