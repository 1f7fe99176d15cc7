// @warehouse/domain/catalogue: The one catalogue (products, their variants as stock items, money in cents), and the edit form's values.

export { productFormValues } from './editProduct';
