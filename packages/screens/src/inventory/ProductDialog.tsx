import {
  addVariant,
  CATEGORY_OPTIONS,
  type CategoryId,
  DEFAULT_LOW_STOCK_THRESHOLD,
  emptyProductForm,
  isValidationError,
  NO_VARIANTS_TEXT,
  type ProductField,
  type ProductForm,
  type ProductFormValues,
  parseProductForm,
  removeVariant,
  updateVariant,
  type VariantValues,
} from '@warehouse/domain';
import {
  Alert,
  Box,
  Button,
  Dialog,
  Form,
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
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';

type Errors = Partial<Record<ProductField | 'form', string>>;

const categoryItems = CATEGORY_OPTIONS.map((option) => ({ id: option.value, label: option.label }));

/** A NumberField's value as the form's raw text ('' when empty). */
const numberText = (value: number) => (Number.isNaN(value) ? '' : String(value));
/** The form's raw text as a NumberField's value (NaN shows an empty field). */
const textNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export interface ProductDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /**
   * Called with the parsed form (and the values as typed) once it is valid. May return a promise:
   * the dialog closes when it resolves; a rejected ValidationError shows its field errors.
   */
  onSubmit: (form: ProductForm, values: ProductFormValues) => unknown;
  /** Values to start with (e.g. in stories). */
  defaultValues?: Partial<ProductFormValues>;
}

/** The "Add Product" dialog (§2.5, §3, §5): the product fields, variants and required-field validation. */
export function ProductDialog({ isOpen, onOpenChange, onSubmit, defaultValues }: ProductDialogProps) {
  const initial = (): ProductFormValues => ({ ...emptyProductForm(), ...defaultValues });
  const [values, setValues] = useState<ProductFormValues>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [isPending, setPending] = useState(false);
  const pendingRef = useRef(false);
  const formId = useId();

  const set = <K extends keyof ProductFormValues>(field: K, value: ProductFormValues[K]) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => ({ ...prev, [field]: undefined, form: undefined }));
  };
  const setVariants = (update: (variants: VariantValues[]) => VariantValues[]) =>
    setValues((prev) => ({ ...prev, variants: update(prev.variants) }));

  const close = () => {
    setValues(initial());
    setErrors({});
    onOpenChange(false);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pendingRef.current) return;
    const result = parseProductForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    pendingRef.current = true;
    setPending(true);
    try {
      await onSubmit(result.value, values);
      close();
    } catch (error) {
      if (isValidationError(error) && Object.keys(error.fieldErrors).length > 0) setErrors(error.fieldErrors);
      else setErrors({ form: error instanceof Error ? error.message : String(error) });
    } finally {
      pendingRef.current = false;
      setPending(false);
    }
  };

  // The submit button sits in the dialog's footer, outside the form, and Chromium does not submit
  // implicitly through it: Enter in a one-line field submits here, after the field commits its value.
  const submitOnEnter = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target;
    if (event.key !== 'Enter' || !(target instanceof HTMLInputElement)) return;
    // Let the field handle Enter first (a NumberField commits its value), then submit.
    setTimeout(() => target.form?.requestSubmit());
  };

  return (
    <Dialog
      title="Add Product"
      description="Create a new product with its price, stock and variants."
      size="lg"
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      footer={
        <>
          <Button variant="outline" onPress={close}>
            Cancel
          </Button>
          <Button type="submit" form={formId} icon={Plus} isPending={isPending}>
            Add Product
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={submit} validationBehavior="aria" aria-label="Add Product">
        <Stack gap="4" onKeyDownCapture={submitOnEnter}>
          {errors.form && <Alert tone="critical" title={errors.form} />}
          <TextField
            label="Product Name"
            isRequired
            value={values.name}
            onChange={(v) => set('name', v)}
            isInvalid={!!errors.name}
            errorMessage={errors.name}
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
              placeholder="Select a category"
              items={categoryItems}
              selectedKey={values.category === '' ? null : values.category}
              onSelectionChange={(key) => set('category', (key ?? '') as CategoryId | '')}
              isInvalid={!!errors.category}
              errorMessage={errors.category}
            />
            <TextField
              label="SKU"
              isRequired
              value={values.baseSku}
              onChange={(v) => set('baseSku', v)}
              isInvalid={!!errors.baseSku}
              errorMessage={errors.baseSku}
            />
            <NumberField
              label="Base Price"
              isRequired
              step={0.01}
              minValue={0}
              formatOptions={{ minimumFractionDigits: 2, maximumFractionDigits: 2 }}
              placeholder="0.00"
              value={textNumber(values.basePrice)}
              onChange={(v) => set('basePrice', numberText(v))}
              isInvalid={!!errors.basePrice}
              errorMessage={errors.basePrice}
            />
            <NumberField
              label="Stock Quantity"
              isRequired
              step={1}
              minValue={0}
              value={textNumber(values.stock)}
              onChange={(v) => set('stock', numberText(v))}
              isInvalid={!!errors.stock}
              errorMessage={errors.stock}
            />
            <NumberField
              label="Low Stock Threshold"
              step={1}
              minValue={0}
              placeholder={String(DEFAULT_LOW_STOCK_THRESHOLD)}
              value={textNumber(values.lowStockThreshold)}
              onChange={(v) => set('lowStockThreshold', numberText(v))}
              isInvalid={!!errors.lowStockThreshold}
              errorMessage={errors.lowStockThreshold}
            />
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
                  onChange={(patch) => setVariants((list) => updateVariant(list, variant.id, patch))}
                  onRemove={() => setVariants((list) => removeVariant(list, variant.id))}
                />
              ))
            )}
          </Stack>
        </Stack>
      </Form>
    </Dialog>
  );
}

function VariantRow({
  index,
  variant,
  onChange,
  onRemove,
}: {
  index: number;
  variant: VariantValues;
  onChange: (patch: Partial<Omit<VariantValues, 'id'>>) => void;
  onRemove: () => void;
}) {
  const name = `Variant ${index + 1}`;
  return (
    <Box role="group" aria-label={name} padding="3" borderRadius="md" background="sunken">
      <Inline gap="3" align="flex-end" wrap={false}>
        <Box flexGrow="1" minWidth="0">
          <Grid columns={4} gap="3">
            <TextField label="Name" size="sm" value={variant.name} onChange={(v) => onChange({ name: v })} />
            <TextField label="SKU" size="sm" value={variant.sku} onChange={(v) => onChange({ sku: v })} />
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
