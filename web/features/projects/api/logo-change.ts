import { LOGO_TYPES, MAX_LOGO_BYTES } from '../../../../common/api/values';
import { uploadLogo } from './upload-logo';

/**
 * The image input's states (docs/product.md point 4): `changed` – a new file is chosen and previewed;
 * `empty` – no image (none yet, or removed); `cancelled` – no change, the current image stays.
 */
export type LogoChange = { state: 'changed'; file: File } | { state: 'empty' } | { state: 'cancelled' };

export type LogoProblem = 'type' | 'size';

/** The server checks again; this spares an upload that would be refused. */
export function checkLogoFile(file: File): LogoProblem | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > MAX_LOGO_BYTES) return 'size';
  return null;
}

/** The `logo` to send: a new upload's url, null to remove, undefined to leave it as it is. */
export async function resolveLogo(change: LogoChange, hadLogo: boolean): Promise<string | null | undefined> {
  if (change.state === 'changed') return (await uploadLogo(change.file)).url;
  if (change.state === 'empty') return hadLogo ? null : undefined;
  return undefined;
}
