import UIKit

/// A menu row in the UIKit order history, laid out in `MenuItemCell.xib`.
final class MenuItemCell: UITableViewCell {
    @IBOutlet private weak var nameLabel: UILabel!
    @IBOutlet private weak var priceLabel: UILabel!
    @IBOutlet private weak var favoriteButton: UIButton!

    func show(_ item: MenuItem) {
        nameLabel.text = item.name
        priceLabel.text = "\(item.price)원"
    }
}
