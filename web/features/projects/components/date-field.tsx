export { DateField } from '../../../components/date-field';
