import FlowStacks
import SwiftUI

enum JournalScreen {
  case entries
  case entry(Date)
}

/// A child coordinator presented as a sheet; it brings its own NavigationView.
struct JournalCoordinator: View {
  let onClose: () -> Void
  @State var flow = NFlow<JournalScreen>(root: .entries)

  var body: some View {
    NavigationView {
      NStack($flow) { screen in
        switch screen {
        case .entries:
          JournalListView(viewModel: JournalListViewModel(onEntryTapped: showEntry), onClose: onClose)
        case .entry(let date):
          JournalEntryView(date: date)
        }
      }
    }
  }

  func showEntry(_ date: Date) {
    flow.push(.entry(date))
  }
}

final class JournalListViewModel: ObservableObject {
  let onEntryTapped: (Date) -> Void

  init(onEntryTapped: @escaping (Date) -> Void) {
    self.onEntryTapped = onEntryTapped
  }
}
