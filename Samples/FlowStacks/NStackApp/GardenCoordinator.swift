import FlowStacks
import SwiftUI

/// The app's presentation layer: the garden at the root, the journal as a sheet, tips as a full-screen cover.
struct GardenCoordinator: View {
  enum Modal {
    case garden
    case journal
    case tips
  }

  @State var presented = PFlow<Modal>(root: .garden)

  var body: some View {
    PStack($presented) { modal in
      switch modal {
      case .garden:
        BedsCoordinator(onJournalTapped: showJournal, onTipsTapped: showTips)
      case .journal:
        JournalCoordinator(onClose: closeModal)
      case .tips:
        TipsView(onClose: closeModal)
      }
    }
  }

  func showJournal() {
    presented.present(.journal)
  }

  func showTips() {
    presented.present(.tips, style: .fullScreenCover)
  }

  func closeModal() {
    presented.dismiss()
  }
}
