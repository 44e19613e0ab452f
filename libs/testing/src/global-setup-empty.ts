import { templateSetup } from './global-setup';

export default templateSetup({ corpus: false });
