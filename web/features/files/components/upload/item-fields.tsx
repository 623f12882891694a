import { Autocomplete, Button, Grid, NumberInput, Select, TextInput } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import type { FileStatus } from '../../../../../common/api/files';
import { useTranslation } from 'react-i18next';
import { useDistinct } from '../../api/use-file-list';
import { useDocumentTypes } from '../../../../entities/file/use-lookups';
import { KINDS, type FileKind } from '../../../../entities/file/kinds';
import { ProjectSelect } from '../project-select';
import { statusOptions } from '../status/status-options';
import type { CheckedField } from './field-errors';
import type { FieldErrors, ItemFields as Fields } from './queue-item';

interface ItemFieldsProps {
  kind: FileKind;
  fields: Fields;
  errors: FieldErrors;
  onChange: (change: Partial<Fields>) => void;
  /** A required field left: checked then. */
  onBlur: (field: CheckedField) => void;
  /** Gives this file's project to the other files (shown when there are others). */
  onApplyProjectToAll?: () => void;
  /** Set when uploading inside a project: no project to choose. */
  fixedProject: boolean;
  disabled: boolean;
}

/** Name, year and document type (construction files) or drawing type and info (drawings), and the project. */
export function ItemFields(props: ItemFieldsProps) {
  const { kind, fields, errors, onChange, onBlur, onApplyProjectToAll, fixedProject, disabled } = props;
  const { t } = useTranslation(['files', 'drawings']);
  const ns = KINDS[kind].ns;
  const construction = kind === 'constructionfile';
  const documentTypes = useDocumentTypes(fields.project, construction);
  const drawingTypes = useDistinct('drawing', 'drawingType', undefined, !construction);
  const types = (construction ? documentTypes.data : drawingTypes.data) ?? [];
  const half = fixedProject ? 12 : { base: 12, sm: 6 };
  return (
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <TextInput
          label={t('files:fields.name')}
          value={fields.name}
          onChange={(event) => onChange({ name: event.currentTarget.value })}
          onBlur={() => onBlur('name')}
          error={errors.name}
          maxLength={255}
          withAsterisk
          disabled={disabled}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        {construction ? (
          <NumberInput
            label={t('files:fields.year')}
            value={fields.year}
            onChange={(year) => onChange({ year })}
            onBlur={() => onBlur('year')}
            error={errors.year}
            // A wrong year is said, not silently changed to the nearest allowed one.
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=""
            disabled={disabled}
          />
        ) : (
          <Autocomplete
            label={t(`${ns}:typeLabel`)}
            value={fields.type}
            onChange={(type) => onChange({ type })}
            data={types}
            maxLength={100}
            placeholder={t(`${ns}:upload.typePlaceholder`)}
            disabled={disabled}
          />
        )}
      </Grid.Col>
      <Grid.Col span={half}>
        {construction ? (
          <Autocomplete
            label={t(`${ns}:typeLabel`)}
            value={fields.type}
            onChange={(type) => onChange({ type })}
            data={types}
            limit={50}
            maxLength={100}
            placeholder={t(`${ns}:upload.typePlaceholder`)}
            disabled={disabled}
          />
        ) : (
          <TextInput
            label={t('files:fields.info')}
            value={fields.info}
            onChange={(event) => onChange({ info: event.currentTarget.value })}
            maxLength={2000}
            disabled={disabled}
          />
        )}
      </Grid.Col>
      {construction ? null : (
        <>
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <TextInput
              label={t('files:fields.drawingNumber')}
              value={fields.drawingNumber}
              onChange={(event) => onChange({ drawingNumber: event.currentTarget.value })}
              maxLength={100}
              placeholder="A-40.1-101"
              disabled={disabled}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <TextInput
              label={t('files:fields.scale')}
              value={fields.scale}
              onChange={(event) => onChange({ scale: event.currentTarget.value })}
              maxLength={50}
              placeholder="1:100"
              disabled={disabled}
            />
          </Grid.Col>
        </>
      )}
      <Grid.Col span={construction ? { base: 12, sm: 4 } : { base: 6, sm: 4 }}>
        <Select
          label={t('files:status.label')}
          data={statusOptions(t)}
          value={fields.status}
          onChange={(status) => onChange({ status: (status ?? 'published') as FileStatus })}
          allowDeselect={false}
          disabled={disabled}
        />
      </Grid.Col>
      {fixedProject ? null : (
        <Grid.Col span={half}>
          <ProjectSelect
            label={t('files:fields.project')}
            placeholder={t('files:upload.projectPlaceholder')}
            value={fields.project}
            onChange={(project) => onChange({ project })}
            onBlur={() => onBlur('project')}
            error={errors.project}
            writable
            withAsterisk
            // A required choice: clicking the chosen project again keeps it (Mantine would clear it).
            allowDeselect={false}
            disabled={disabled}
          />
          {onApplyProjectToAll ? (
            <Button
              variant="subtle"
              size="compact-sm"
              mt={4}
              leftSection={<IconCopy size={14} aria-hidden />}
              onClick={onApplyProjectToAll}
              disabled={disabled}
            >
              {t('files:upload.applyProjectToAll')}
            </Button>
          ) : null}
        </Grid.Col>
      )}
    </Grid>
  );
}
