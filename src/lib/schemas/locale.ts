/**
 * Yup's default messages replaced by the generic ones of spec §5 ('Required', 'Invalid input'),
 * used wherever no product message applies. Imported by every schema module.
 */
import { setLocale } from 'yup';

setLocale({
  mixed: { default: 'Invalid input', required: 'Required', notType: 'Invalid input', oneOf: 'Invalid input', notNull: 'Invalid input', defined: 'Required' },
  string: { email: 'Invalid input', min: 'Invalid input', max: 'Invalid input', matches: 'Invalid input', uuid: 'Invalid input' },
  number: { min: 'Invalid input', max: 'Invalid input', integer: 'Invalid input' },
});
