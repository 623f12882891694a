import type { TFunction } from 'i18next';
import { FILE_STATUSES, type FileStatus } from '../../../../../common/api/files';

/** The four states as select or menu options, in their order of life (in progress → archived). */
export function statusOptions(t: TFunction): Array<{ value: FileStatus; label: string }> {
  return FILE_STATUSES.map((value) => ({ value, label: t(`files:status.${value}`) }));
}
