import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { Box, Button, IconButton, Tooltip, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import {
  ArrayInput,
  NumberInput,
  SimpleFormIterator,
  useSimpleFormIterator,
  useSimpleFormIteratorItem,
  useTranslate,
  type Validator,
} from 'react-admin';
import { formatShekels } from '../shared/format';
import { MAX_INSTALLMENTS } from 'shop-rules';
import { ruleProblem, ruleRowIndex, ruleSummary, stepFromProblem, stepPaymentsProblem, type InstallmentRow } from './shopSettingsForm';

const R = 'resources.shop-settings';

// react-admin hands a validator the input's own path (installment_rule.<row>.from) as finalSource.
const validateFrom: Validator = (value, values, props) =>
  stepFromProblem(value, (values as { installment_rule?: InstallmentRow[] }).installment_rule, ruleRowIndex(props?.finalSource));
const validatePayments: Validator = (value) => stepPaymentsProblem(value);
const validateRule: Validator = (rows) => ruleProblem(rows as InstallmentRow[]);

function AddStepButton() {
  const translate = useTranslate();
  const { add } = useSimpleFormIterator();
  return (
    <Button size="small" startIcon={<AddIcon />} onClick={() => add()}>
      {translate(`${R}.installments.add_step`)}
    </Button>
  );
}

/**
 * A step stays one line on a phone too (two short numbers and the remove button), as a table reads.
 * react-admin shows a row's remove button only under the mouse: keyboard users could never reach it.
 */
const STEP_TABLE = {
  '& .RaSimpleFormIterator-line': { display: 'flex', alignItems: 'flex-start', gap: 1 },
  '& .RaSimpleFormIterator-form': { flexDirection: 'row', flex: '1 1 auto', maxWidth: 500 },
  '& .RaSimpleFormIterator-action': { visibility: 'visible', mt: 1.5 },
} as const;
const STEP_INPUT = { flex: '1 1 0', minWidth: 0 } as const;

/** Removes its row; named by the row's number, so each remove button says which step goes. */
function RemoveStepButton() {
  const translate = useTranslate();
  const { index, remove } = useSimpleFormIteratorItem();
  const label = translate(`${R}.installments.remove_step`, { number: index + 1 });
  return (
    <Tooltip title={label}>
      <IconButton size="small" color="warning" aria-label={label} onClick={() => remove()}>
        <RemoveIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

/** The rule as shoppers will meet it, so staff read what the table means before saving it. */
function RuleSummary() {
  const translate = useTranslate();
  const rows = useWatch<{ installment_rule?: InstallmentRow[] }>({ name: 'installment_rule' }) as InstallmentRow[] | undefined;
  const steps = ruleSummary(rows);
  if (steps.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, mb: 2, paddingInlineStart: 3 }} aria-label={translate(`${R}.installments.summary`)}>
      {steps.map((step) => (
        <Typography component="li" variant="body2" key={step.from}>
          {translate(step.to === null ? `${R}.installments.summary_from` : `${R}.installments.summary_range`, {
            from: formatShekels(step.from),
            to: step.to === null ? '' : formatShekels(step.to),
            smart_count: step.payments,
          })}
        </Typography>
      ))}
    </Box>
  );
}

/** The installment rule as an editable table: from an order total, up to a number of payments (1..12). */
export function InstallmentRuleInput() {
  const translate = useTranslate();
  return (
    <>
      <ArrayInput source="installment_rule" label={`${R}.fields.installment_rule`} validate={validateRule}>
        <SimpleFormIterator
          inline
          disableReordering
          disableClear
          addButton={<AddStepButton />}
          removeButton={<RemoveStepButton />}
          sx={STEP_TABLE}
        >
          <NumberInput
            source="from"
            label={`${R}.fields.step_from`}
            validate={validateFrom}
            min={0}
            step="any"
            helperText={false}
            sx={STEP_INPUT}
          />
          <NumberInput
            source="max_payments"
            label={`${R}.fields.step_max_payments`}
            validate={validatePayments}
            min={1}
            max={MAX_INSTALLMENTS}
            step={1}
            helperText={false}
            sx={STEP_INPUT}
          />
        </SimpleFormIterator>
      </ArrayInput>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(`${R}.installments.hint`, { max: MAX_INSTALLMENTS })}
      </Typography>
      <RuleSummary />
    </>
  );
}
