/** A chosen option item as a priced order line lists it (option, item, signed price), in one line per item. */
export function chosenItem(optionId: number, optionName: string, itemId: number, itemName: string, price: number, operand: '+' | '-' = '+') {
  return { optionId, optionName, itemId, itemName, price, operand };
}
