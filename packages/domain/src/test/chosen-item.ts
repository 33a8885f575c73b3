/**
 * A chosen option item as a priced order line lists it (option, item, signed price), in one line per item;
 * its names in the order's language are the same unless given (an order in the business's language).
 */
export function chosenItem(
  optionId: number,
  optionName: string,
  itemId: number,
  itemName: string,
  price: number,
  operand: '+' | '-' = '+',
  inOrderLocale: { optionName?: string; itemName?: string } = {},
) {
  return {
    optionId,
    optionName,
    optionNameInOrderLocale: inOrderLocale.optionName ?? optionName,
    itemId,
    itemName,
    itemNameInOrderLocale: inOrderLocale.itemName ?? itemName,
    price,
    operand,
  };
}
