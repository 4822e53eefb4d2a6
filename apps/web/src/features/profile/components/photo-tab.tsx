import { Alert, Avatar, Button, FileButton, Group, Slider, Stack, Text } from '@mantine/core';
import { isAllowedPhotoFileName, PHOTO_ACCEPT } from '@mosaico/domain';
import { useEffect, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { ALERT_STYLES } from '../../../components/alert-styles/alert-styles';

/** The side of the stored square photo, in pixels: sharp on a profile header, small to send. */
const PHOTO_SIDE = 512;

/** Draws the chosen square of the image onto a canvas and answers it as a JPEG or PNG file. */
async function cropToFile(source: string, area: Area, original: File): Promise<File> {
  const image = new Image();
  image.src = source;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = PHOTO_SIDE;
  canvas.height = PHOTO_SIDE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, PHOTO_SIDE, PHOTO_SIDE);
  const type = original.type === 'image/png' ? 'image/png' : 'image/jpeg';
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));
  if (!blob) throw new Error('no image');
  const name = original.name.replace(/\.[^.]+$/, '') || 'photo';
  return new File([blob], `${name}.${type === 'image/png' ? 'png' : 'jpg'}`, { type });
}

interface PhotoTabProps {
  /** The current photo, as an object URL (files need the session). */
  currentUrl: string | null;
  displayName: string;
  /** The cropped photo to store, or undefined while none was chosen. */
  onCropped: (file: File | undefined) => void;
}

/** Tab 3 'Choose your profile photo' (000 §2, §5): JPEG or PNG, cropped to a square in the browser. */
export function PhotoTab({ currentUrl, displayName, onCropped }: PhotoTabProps) {
  const { t } = useTranslation('profile');
  const [source, setSource] = useState<{ url: string; file: File } | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => () => (source ? URL.revokeObjectURL(source.url) : undefined), [source]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const choose = (file: File | null) => {
    if (!file) return;
    if (!isAllowedPhotoFileName(file.name) || !['image/jpeg', 'image/png'].includes(file.type)) {
      setProblem(t('photo.wrongType'));
      return;
    }
    setProblem(null);
    setSource({ url: URL.createObjectURL(file), file });
    setZoom(1);
    setCrop({ x: 0, y: 0 });
    onCropped(undefined);
  };

  const apply = async () => {
    if (!source || !area) return;
    const file = await cropToFile(source.url, area, source.file);
    setPreview(URL.createObjectURL(file));
    onCropped(file);
    setSource(null);
  };

  return (
    <Stack gap="md">
      <Group gap="md">
        <Avatar src={preview ?? currentUrl} size={96} radius="xl" alt={t('photo.alt', { name: displayName })}>
          {displayName.slice(0, 1)}
        </Avatar>
        <Stack gap={4}>
          <Text size="sm">{t('photo.hint')}</Text>
          <FileButton onChange={choose} accept={PHOTO_ACCEPT}>
            {(props) => (
              <Button variant="light" {...props}>
                {t('photo.choose')}
              </Button>
            )}
          </FileButton>
        </Stack>
      </Group>
      {problem && (
        <Alert styles={ALERT_STYLES} color="red" variant="light" role="alert">
          {problem}
        </Alert>
      )}
      {source && (
        <Stack gap="sm">
          <div style={{ position: 'relative', width: '100%', height: 320, background: '#333' }}>
            <Cropper
              image={source.url}
              crop={crop}
              zoom={zoom}
              aspect={1}
              cropShape="round"
              showGrid={false}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_area, pixels) => setArea(pixels)}
            />
          </div>
          <Text size="sm" id="photo-zoom-label">
            {t('photo.zoom')}
          </Text>
          <Slider
            aria-labelledby="photo-zoom-label"
            min={1}
            max={3}
            step={0.05}
            value={zoom}
            onChange={setZoom}
            label={null}
          />
          <Group>
            <Button onClick={() => void apply()} disabled={!area}>
              {t('photo.useThis')}
            </Button>
            <Button variant="default" onClick={() => setSource(null)}>
              {t('cancel')}
            </Button>
          </Group>
        </Stack>
      )}
      {preview && (
        <Text size="sm" c="dimmed">
          {t('photo.readyToSave')}
        </Text>
      )}
    </Stack>
  );
}
