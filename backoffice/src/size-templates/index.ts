import StraightenIcon from '@mui/icons-material/Straighten';
import { createElement } from 'react';
import { PartTwoPlaceholder } from '../layout/PartTwoPlaceholder';

const list = () => createElement(PartTwoPlaceholder, { resource: 'orders' });

export default { list, icon: StraightenIcon };
