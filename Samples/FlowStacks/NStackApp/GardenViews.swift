import SwiftUI

struct BedListView: View {
  let onBedTapped: (Int) -> Void
  let onJournalTapped: () -> Void

  var body: some View {
    List(1..<4) { number in
      Button("Bed \(number)") { onBedTapped(number) }
    }
    .toolbar { Button("Journal", action: onJournalTapped) }
  }
}

struct BedView: View {
  let number: Int
  let onPlantTapped: (String) -> Void

  var body: some View {
    List(["Basil", "Mint"], id: \.self) { name in
      Button(name) { onPlantTapped(name) }
    }
  }
}

struct PlantView: View {
  let name: String
  let onWaterTapped: () -> Void
  let onPruneTapped: () -> Void
  let onDone: () -> Void

  var body: some View {
    VStack {
      Text(name)
      Button("Water", action: onWaterTapped)
      Button("Prune", action: onPruneTapped)
      Button("Done", action: onDone)
    }
  }
}

/// Shared by the watering and pruning screens.
struct CareView: View {
  let kind: String
  let onDone: () -> Void

  var body: some View {
    Button("\(kind) done", action: onDone)
  }
}

struct TipsView: View {
  let onClose: () -> Void

  var body: some View {
    Button("Close", action: onClose)
  }
}

struct JournalListView: View {
  @ObservedObject var viewModel: JournalListViewModel
  let onClose: () -> Void

  var body: some View {
    List {
      Button("Today") { viewModel.onEntryTapped(Date()) }
      Button("Close", action: onClose)
    }
  }
}

struct JournalEntryView: View {
  let date: Date

  var body: some View {
    Text(date, style: .date)
  }
}
