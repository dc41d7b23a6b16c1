import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { createElement } from 'react';
import { PartTwoPlaceholder } from '../layout/PartTwoPlaceholder';

// A placeholder until part 2 of the back office.
const list = () => createElement(PartTwoPlaceholder, { resource: 'orders' });

export default { list, icon: ShoppingCartIcon };
