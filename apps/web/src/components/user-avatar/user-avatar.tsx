import { Avatar } from '@mantine/core';
import { useEffect, useState } from 'react';
import { getToken } from '../../lib/auth-token';

/** First and last initials of a name ('?' when it has none). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase() || '?';
}

/**
 * Photos are served only through the authorised file call (GET /api/documents/file/:id), which an <img> cannot
 * authenticate: the bytes are fetched with the session's token and shown from an object URL. Without a photo, or
 * when it cannot be read, the initials show.
 */
function usePhoto(url: string | null): string | null {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    setObjectUrl(null);
    if (!url?.startsWith('/api/')) return;
    const controller = new AbortController();
    let created: string | null = null;
    const token = getToken();
    fetch(url, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) return;
        const blob = await response.blob();
        if (!blob.type.startsWith('image/')) return;
        created = URL.createObjectURL(blob);
        setObjectUrl(created);
      })
      .catch(() => {});
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
    };
  }, [url]);
  return objectUrl;
}

export function UserAvatar({
  name,
  photoUrl,
  size = 48,
}: {
  name: string;
  photoUrl: string | null;
  size?: number;
}) {
  const src = usePhoto(photoUrl);
  return (
    <Avatar src={src} alt="" radius="xl" size={size} color="brand" variant="light" aria-hidden="true">
      {initialsOf(name)}
    </Avatar>
  );
}
