import type { TFunction } from 'i18next';
import type { FileStatus } from '../../../../../common/api/files';
import { FILE_STATUSES } from '../../../../../common/api/values';

/** The four states as select or menu options, in their order of life (in progress → archived). */
export function statusOptions(t: TFunction): Array<{ value: FileStatus; label: string }> {
  return FILE_STATUSES.map((value) => ({ value, label: t(`files:status.${value}`) }));
}
