import { useConsoleText } from '../../../../i18n/useConsoleText.ts';
import { CategoryPickerField } from './CategoryPickerField.tsx';
import { CheckboxField } from './CheckboxField.tsx';
import { ChoiceField } from './ChoiceField.tsx';
import { ChoiceListField } from './ChoiceListField.tsx';
import type { FieldProps } from './fieldProps.ts';
import { GamePickerField } from './GamePickerField.tsx';
import { ImagePickerField } from './ImagePickerField.tsx';
import { fieldKindOf } from './jsonSchema.ts';
import { LocalisedTextField } from './LocalisedTextField.tsx';
import { NumberField } from './NumberField.tsx';
import { ObjectFieldset } from './ObjectFieldset.tsx';
import { ObjectListField } from './ObjectListField.tsx';
import * as styles from './schemaForm.css.ts';
import { TextInputField } from './TextInputField.tsx';

/** A field for any prop, chosen by what its schema is (see fieldKindOf); nested schemas recurse through here. */
export function SchemaField(props: FieldProps & { optional: boolean }) {
  const text = useConsoleText().schemaForm;
  const kind = fieldKindOf(props.schema);
  switch (kind) {
    case 'object':
      return <ObjectFieldset {...props} />;
    case 'localisedText':
      return <LocalisedTextField {...props} />;
    case 'objectList':
      return <ObjectListField {...props} />;
    case 'choiceList':
      return <ChoiceListField {...props} />;
    case 'gamePicker':
      return <GamePickerField {...props} />;
    case 'categoryPicker':
      return <CategoryPickerField {...props} />;
    case 'choice':
      return <ChoiceField {...props} />;
    case 'number':
      return <NumberField {...props} />;
    case 'boolean':
      return <CheckboxField {...props} />;
    case 'image':
      return <ImagePickerField {...props} />;
    case 'text':
      return <TextInputField {...props} />;
    case 'unsupported':
      return (
        <p className={styles.hint}>
          {props.label}: {text.unsupported}
        </p>
      );
    default:
      return kind satisfies never;
  }
}
