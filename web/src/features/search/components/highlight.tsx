export { Highlight } from '../../../components/highlight';
