import type { BinChoice } from '@warehouse/domain/contract';
import { NO_VARIANTS_TEXT } from '@warehouse/domain/notices';
import {
  addVariant,
  CATEGORY_OPTIONS,
  type CategoryId,
  DEFAULT_LOW_STOCK_THRESHOLD,
  emptyProductForm,
  type ProductField,
  type ProductForm,
  type ProductFormValues,
  parseProductForm,
  removeVariant,
  updateVariant,
  type VariantValues,
  variantBarcodeField,
} from '@warehouse/domain/stock';
import {
  Box,
  Button,
  FormDialog,
  Grid,
  Heading,
  IconButton,
  Inline,
  NumberField,
  Plus,
  Select,
  Stack,
  Text,
  TextArea,
  TextField,
  Trash2,
} from '@warehouse/ui';
import { useState } from 'react';
import { type BinFinder, BinPicker } from '../shared/BinPicker';
import { numberText, textNumber } from '../shared/numberText';
import { submitChecked } from '../shared/submit';

const categoryItems = CATEGORY_OPTIONS.map((option) => ({ id: option.value, label: option.label }));

export interface ProductDialogProps {
  /** Cancel, Escape, or the product was added. */
  onClose: () => void;
  /**
   * Called with the parsed form (and the values as typed) once it is valid. May return a promise:
   * the dialog closes when it resolves; a rejected ValidationError shows its field errors.
   */
  onSubmit: (form: ProductForm, values: ProductFormValues) => unknown;
  /** Values to start with (e.g. in stories, or the product being edited). */
  defaultValues?: Partial<ProductFormValues>;
  /**
   * 'edit' changes a product: its stock is shown but not typed (stock moves through the ledger:
   * adjustments, receipts and sales), and new variants start with none.
   */
  mode?: 'add' | 'edit';
  /**
   * The bins the opening stock may go into (Add Product), searched. Until one is chosen
   * it goes to the receiving bin; without them, there is no choice.
   */
  findBins?: BinFinder;
}

const MODES = {
  add: {
    title: 'Add Product',
    description: 'Create a new product with its price, stock and variants.',
    submitLabel: 'Add Product',
  },
  edit: {
    title: 'Edit Product',
    description: 'Change the product’s details, price and variants. Stock changes through adjustments.',
    submitLabel: 'Save Changes',
  },
} as const;

/**
 * The "Add Product" dialog (§2.5, §3, §5), and the same form to edit a product: the product
 * fields, variants and required-field validation. Open while mounted.
 */
export function ProductDialog({
  onClose,
  onSubmit,
  defaultValues,
  mode = 'add',
  findBins,
}: ProductDialogProps) {
  const texts = MODES[mode];
  const stockIsReadOnly = mode === 'edit';
  const [values, setValues] = useState<ProductFormValues>(() => ({
    ...emptyProductForm(),
    ...defaultValues,
  }));
  const set = <K extends keyof ProductFormValues>(field: K, value: ProductFormValues[K]) =>
    setValues((prev) => ({ ...prev, [field]: value }));
  const setVariants = (update: (variants: VariantValues[]) => VariantValues[]) =>
    setValues((prev) => ({ ...prev, variants: update(prev.variants) }));
  const [openingBin, setOpeningBin] = useState<BinChoice | null>(null);

  return (
    <FormDialog
      title={texts.title}
      description={texts.description}
      size="lg"
      submitLabel={texts.submitLabel}
      submitIcon={mode === 'add' ? Plus : undefined}
      onClose={onClose}
      onSubmit={() => submitChecked(parseProductForm(values), (form) => onSubmit(form, values))}
    >
      <TextField
        label="Product Name"
        name={field('name')}
        isRequired
        value={values.name}
        onChange={(v) => set('name', v)}
      />
      <TextArea
        label="Description"
        rows={2}
        value={values.description}
        onChange={(v) => set('description', v)}
      />
      <Grid columns={2}>
        <Select
          label="Category"
          name={field('category')}
          placeholder="Select a category"
          items={categoryItems}
          selectedKey={values.category === '' ? null : values.category}
          onSelectionChange={(key) => set('category', (key ?? '') as CategoryId | '')}
        />
        <TextField
          label="SKU"
          name={field('baseSku')}
          isRequired
          value={values.baseSku}
          onChange={(v) => set('baseSku', v)}
        />
        <TextField
          label="Barcode"
          name={field('barcode')}
          description={
            values.variants.length > 0 ? 'A product with variants has a barcode on each variant.' : undefined
          }
          value={values.barcode ?? ''}
          onChange={(v) => set('barcode', v)}
        />
        <NumberField
          label="Base Price"
          name={field('basePrice')}
          isRequired
          step={0.01}
          minValue={0}
          formatOptions={{ minimumFractionDigits: 2, maximumFractionDigits: 2 }}
          placeholder="0.00"
          value={textNumber(values.basePrice)}
          onChange={(v) => set('basePrice', numberText(v))}
        />
        <NumberField
          label="Stock Quantity"
          name={field('stock')}
          isRequired
          isReadOnly={stockIsReadOnly}
          step={1}
          minValue={0}
          value={textNumber(values.stock)}
          onChange={(v) => set('stock', numberText(v))}
        />
        <NumberField
          label="Low Stock Threshold"
          name={field('lowStockThreshold')}
          step={1}
          minValue={0}
          placeholder={String(DEFAULT_LOW_STOCK_THRESHOLD)}
          value={textNumber(values.lowStockThreshold)}
          onChange={(v) => set('lowStockThreshold', numberText(v))}
        />
        {mode === 'add' && findBins && (
          <BinPicker
            label="Opening Stock Bin"
            description="Where the stock counted now is kept: the receiving bin unless another is chosen."
            placeholder="The receiving bin"
            value={openingBin}
            onChange={(bin) => {
              setOpeningBin(bin);
              set('openingBinId', bin?.id);
            }}
            findBins={findBins}
          />
        )}
      </Grid>
      <Stack gap="3">
        <Inline justify="space-between">
          <Heading level={3} size="sm">
            Variants
          </Heading>
          <Button variant="outline" size="sm" icon={Plus} onPress={() => setVariants(addVariant)}>
            Add Variant
          </Button>
        </Inline>
        {values.variants.length === 0 ? (
          <Box padding="4" borderRadius="md" background="sunken">
            <Text tone="muted" size="sm" as="p" align="center">
              {NO_VARIANTS_TEXT}
            </Text>
          </Box>
        ) : (
          values.variants.map((variant, index) => (
            <VariantRow
              key={variant.id}
              index={index}
              variant={variant}
              stockIsReadOnly={stockIsReadOnly}
              onChange={(patch) => setVariants((list) => updateVariant(list, variant.id, patch))}
              onRemove={() => setVariants((list) => removeVariant(list, variant.id))}
            />
          ))
        )}
      </Stack>
    </FormDialog>
  );
}

/** A field's form name: the key its errors come back under. */
const field = (name: ProductField) => name;

function VariantRow({
  index,
  variant,
  stockIsReadOnly,
  onChange,
  onRemove,
}: {
  index: number;
  variant: VariantValues;
  stockIsReadOnly: boolean;
  onChange: (patch: Partial<Omit<VariantValues, 'id'>>) => void;
  onRemove: () => void;
}) {
  const name = `Variant ${index + 1}`;
  return (
    <Box role="group" aria-label={name} padding="3" borderRadius="md" background="sunken">
      <Inline gap="3" align="flex-end" wrap={false}>
        <Box flexGrow="1" minWidth="0">
          <Grid columns={5} gap="3">
            <TextField label="Name" size="sm" value={variant.name} onChange={(v) => onChange({ name: v })} />
            <TextField label="SKU" size="sm" value={variant.sku} onChange={(v) => onChange({ sku: v })} />
            <TextField
              label="Barcode"
              size="sm"
              name={variantBarcodeField(variant.id)}
              value={variant.barcode ?? ''}
              onChange={(v) => onChange({ barcode: v })}
            />
            <NumberField
              label="Price"
              size="sm"
              hideStepper
              step={0.01}
              minValue={0}
              formatOptions={{ minimumFractionDigits: 2, maximumFractionDigits: 2 }}
              value={textNumber(variant.price)}
              onChange={(v) => onChange({ price: numberText(v) })}
            />
            <NumberField
              label="Stock"
              size="sm"
              hideStepper
              isReadOnly={stockIsReadOnly}
              step={1}
              minValue={0}
              value={textNumber(variant.stock)}
              onChange={(v) => onChange({ stock: numberText(v) })}
            />
          </Grid>
        </Box>
        <IconButton icon={Trash2} aria-label={`Remove ${name}`} size="sm" onPress={onRemove} />
      </Inline>
    </Box>
  );
}
