import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { DiscountCodeCreate, DiscountCodeEdit } from './DiscountCodeEditors';
import { DiscountCodeList } from './DiscountCodeList';

export default { list: DiscountCodeList, edit: DiscountCodeEdit, create: DiscountCodeCreate, icon: LocalOfferIcon };
