module @jit_ulysses_attention_body attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["sp"=4]> {stablehlo.mesh = {axes = [{name = "sp", size = 4 : i64}]}}
  func.func @main(%arg0: tensor<2x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"sp"}, {}]>}, %arg1: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg4: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> tensor<2x16x32xf32> {
    %0 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3, %arg4) in_shardings=[<@mesh, [{}, {"sp"}, {}]>, <@mesh, [{}, {}], replicated={"sp"}>, <@mesh, [{}, {}], replicated={"sp"}>, <@mesh, [{}, {}], replicated={"sp"}>, <@mesh, [{}, {}], replicated={"sp"}>] out_shardings=[<@mesh, [{}, {"sp"}, {}]>] manual_axes={"sp"} (%arg5: tensor<2x4x32xf32>, %arg6: tensor<32x32xf32>, %arg7: tensor<32x32xf32>, %arg8: tensor<32x32xf32>, %arg9: tensor<32x32xf32>) {
      %1 = stablehlo.dot_general %arg5, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32xf32>, tensor<32x32xf32>) -> tensor<2x4x32xf32>
      %2 = stablehlo.reshape %1 : (tensor<2x4x32xf32>) -> tensor<2x4x8x4xf32>
      %3 = "stablehlo.all_to_all"(%2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, concat_dimension = 2 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 2 : i64}> : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x4xf32>
      %4 = stablehlo.reshape %3 : (tensor<2x4x8x4xf32>) -> tensor<2x4x4x2x4xf32>
      %5 = stablehlo.transpose %4, dims = [0, 2, 1, 3, 4] {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, xla_shape = "f32[2,4,4,2,4]{4,3,1,2,0}"} : (tensor<2x4x4x2x4xf32>) -> tensor<2x4x4x2x4xf32>
      %6 = stablehlo.reshape %5 : (tensor<2x4x4x2x4xf32>) -> tensor<2x16x2x4xf32>
      %7 = stablehlo.iota dim = 0 : tensor<16xi32>
      %8 = stablehlo.reshape %7 : (tensor<16xi32>) -> tensor<16x1xi32>
      %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x1xi32>
      %10 = stablehlo.reshape %9 : (tensor<16x1xi32>) -> tensor<16xi32>
      %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<16xi32>) -> tensor<16x16xi32>
      %12 = stablehlo.iota dim = 0 : tensor<16xi32>
      %13 = stablehlo.reshape %12 : (tensor<16xi32>) -> tensor<1x16xi32>
      %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<1x16xi32>
      %15 = stablehlo.reshape %14 : (tensor<1x16xi32>) -> tensor<16xi32>
      %16 = stablehlo.broadcast_in_dim %15, dims = [1] : (tensor<16xi32>) -> tensor<16x16xi32>
      %17 = stablehlo.compare GE, %11, %16 : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
      %18 = stablehlo.reshape %17 : (tensor<16x16xi1>) -> tensor<1x1x16x16xi1>
      %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3] : (tensor<1x1x16x16xi1>) -> tensor<1x1x16x16xi1>
      %20 = stablehlo.reshape %19 : (tensor<1x1x16x16xi1>) -> tensor<16x16xi1>
      %21 = stablehlo.broadcast_in_dim %20, dims = [2, 3] : (tensor<16x16xi1>) -> tensor<2x2x16x16xi1>
      %22 = stablehlo.dot_general %arg5, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32xf32>, tensor<32x32xf32>) -> tensor<2x4x32xf32>
      %23 = stablehlo.reshape %22 : (tensor<2x4x32xf32>) -> tensor<2x4x4x8xf32>
      %24 = stablehlo.transpose %23, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,4]{2,3,1,0}"} : (tensor<2x4x4x8xf32>) -> tensor<2x4x8x4xf32>
      %25 = stablehlo.slice %24 [0:2, 0:4, 0:8, 0:2] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
      %26 = stablehlo.partition_id : tensor<ui32>
      %27 = sdy.constant dense<1> : tensor<ui32>
      %28 = stablehlo.divide %26, %27 : tensor<ui32>
      %29 = sdy.constant dense<4> : tensor<ui32>
      %30 = stablehlo.remainder %28, %29 : tensor<ui32>
      %31 = stablehlo.convert %30 : (tensor<ui32>) -> tensor<i32>
      %32 = sdy.constant dense<4> : tensor<i32>
      %33 = stablehlo.multiply %31, %32 : tensor<i32>
      %34 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %35 = stablehlo.iota dim = 0 : tensor<4xi32>
      %36 = stablehlo.add %34, %35 : tensor<4xi32>
      %37 = stablehlo.convert %36 : (tensor<4xi32>) -> tensor<4xf32>
      %38 = stablehlo.reshape %37 : (tensor<4xf32>) -> tensor<4x1xf32>
      %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x1xf32>
      %40 = stablehlo.reshape %39 : (tensor<4x1xf32>) -> tensor<4xf32>
      %41 = stablehlo.broadcast_in_dim %40, dims = [0] : (tensor<4xf32>) -> tensor<4x2xf32>
      %42 = sdy.constant dense<1.000000e+00> : tensor<f32>
      %43 = stablehlo.broadcast_in_dim %42, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %44 = stablehlo.broadcast_in_dim %42, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %45 = sdy.constant dense<1.000000e+04> : tensor<f32>
      %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %47 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %48 = stablehlo.iota dim = 0 : tensor<2xf32>
      %49 = sdy.constant dense<2.000000e+00> : tensor<f32>
      %50 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %51 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %52 = stablehlo.divide %48, %50 : tensor<2xf32>
      %53 = stablehlo.power %46, %52 : tensor<2xf32>
      %54 = stablehlo.divide %43, %53 : tensor<2xf32>
      %55 = stablehlo.reshape %54 : (tensor<2xf32>) -> tensor<1x2xf32>
      %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %57 = stablehlo.reshape %56 : (tensor<1x2xf32>) -> tensor<2xf32>
      %58 = stablehlo.broadcast_in_dim %57, dims = [1] : (tensor<2xf32>) -> tensor<4x2xf32>
      %59 = stablehlo.multiply %41, %58 : tensor<4x2xf32>
      %60 = stablehlo.cosine %59 : tensor<4x2xf32>
      %61 = stablehlo.reshape %60 : (tensor<4x2xf32>) -> tensor<1x4x1x2xf32>
      %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3] : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %63 = stablehlo.reshape %62 : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %64 = stablehlo.broadcast_in_dim %63, dims = [1, 3] : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %65 = stablehlo.multiply %25, %64 : tensor<2x4x8x2xf32>
      %66 = stablehlo.slice %24 [0:2, 0:4, 0:8, 2:4] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
      %67 = stablehlo.sine %59 : tensor<4x2xf32>
      %68 = stablehlo.reshape %67 : (tensor<4x2xf32>) -> tensor<1x4x1x2xf32>
      %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %70 = stablehlo.reshape %69 : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %71 = stablehlo.broadcast_in_dim %70, dims = [1, 3] : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %72 = stablehlo.multiply %66, %71 : tensor<2x4x8x2xf32>
      %73 = stablehlo.subtract %65, %72 : tensor<2x4x8x2xf32>
      %74 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %75 = stablehlo.reshape %74 : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %76 = stablehlo.broadcast_in_dim %75, dims = [1, 3] : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %77 = stablehlo.multiply %25, %76 : tensor<2x4x8x2xf32>
      %78 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3] : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %79 = stablehlo.reshape %78 : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %80 = stablehlo.broadcast_in_dim %79, dims = [1, 3] : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %81 = stablehlo.multiply %66, %80 : tensor<2x4x8x2xf32>
      %82 = stablehlo.add %77, %81 : tensor<2x4x8x2xf32>
      %83 = stablehlo.concatenate %73, %82, dim = 3 : (tensor<2x4x8x2xf32>, tensor<2x4x8x2xf32>) -> tensor<2x4x8x4xf32>
      %84 = "stablehlo.all_to_all"(%83) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, concat_dimension = 2 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 2 : i64}> : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x4xf32>
      %85 = stablehlo.reshape %84 : (tensor<2x4x8x4xf32>) -> tensor<2x4x4x2x4xf32>
      %86 = stablehlo.transpose %85, dims = [0, 2, 1, 3, 4] {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, xla_shape = "f32[2,4,4,2,4]{4,3,1,2,0}"} : (tensor<2x4x4x2x4xf32>) -> tensor<2x4x4x2x4xf32>
      %87 = stablehlo.reshape %86 : (tensor<2x4x4x2x4xf32>) -> tensor<2x16x2x4xf32>
      %88 = stablehlo.dot_general %arg5, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32xf32>, tensor<32x32xf32>) -> tensor<2x4x32xf32>
      %89 = stablehlo.reshape %88 : (tensor<2x4x32xf32>) -> tensor<2x4x8x4xf32>
      %90 = stablehlo.slice %89 [0:2, 0:4, 0:8, 0:2] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
      %91 = stablehlo.convert %36 : (tensor<4xi32>) -> tensor<4xf32>
      %92 = stablehlo.reshape %91 : (tensor<4xf32>) -> tensor<4x1xf32>
      %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x1xf32>
      %94 = stablehlo.reshape %93 : (tensor<4x1xf32>) -> tensor<4xf32>
      %95 = stablehlo.broadcast_in_dim %94, dims = [0] : (tensor<4xf32>) -> tensor<4x2xf32>
      %96 = stablehlo.iota dim = 0 : tensor<2xf32>
      %97 = stablehlo.divide %96, %51 : tensor<2xf32>
      %98 = stablehlo.power %47, %97 : tensor<2xf32>
      %99 = stablehlo.divide %44, %98 : tensor<2xf32>
      %100 = stablehlo.reshape %99 : (tensor<2xf32>) -> tensor<1x2xf32>
      %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %102 = stablehlo.reshape %101 : (tensor<1x2xf32>) -> tensor<2xf32>
      %103 = stablehlo.broadcast_in_dim %102, dims = [1] : (tensor<2xf32>) -> tensor<4x2xf32>
      %104 = stablehlo.multiply %95, %103 : tensor<4x2xf32>
      %105 = stablehlo.cosine %104 : tensor<4x2xf32>
      %106 = stablehlo.reshape %105 : (tensor<4x2xf32>) -> tensor<1x4x1x2xf32>
      %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2, 3] : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %108 = stablehlo.reshape %107 : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %109 = stablehlo.broadcast_in_dim %108, dims = [1, 3] : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %110 = stablehlo.multiply %90, %109 : tensor<2x4x8x2xf32>
      %111 = stablehlo.slice %89 [0:2, 0:4, 0:8, 2:4] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
      %112 = stablehlo.sine %104 : tensor<4x2xf32>
      %113 = stablehlo.reshape %112 : (tensor<4x2xf32>) -> tensor<1x4x1x2xf32>
      %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2, 3] : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %115 = stablehlo.reshape %114 : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %116 = stablehlo.broadcast_in_dim %115, dims = [1, 3] : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %117 = stablehlo.multiply %111, %116 : tensor<2x4x8x2xf32>
      %118 = stablehlo.subtract %110, %117 : tensor<2x4x8x2xf32>
      %119 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2, 3] : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %120 = stablehlo.reshape %119 : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %121 = stablehlo.broadcast_in_dim %120, dims = [1, 3] : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %122 = stablehlo.multiply %90, %121 : tensor<2x4x8x2xf32>
      %123 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2, 3] : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %124 = stablehlo.reshape %123 : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %125 = stablehlo.broadcast_in_dim %124, dims = [1, 3] : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %126 = stablehlo.multiply %111, %125 : tensor<2x4x8x2xf32>
      %127 = stablehlo.add %122, %126 : tensor<2x4x8x2xf32>
      %128 = stablehlo.concatenate %118, %127, dim = 3 : (tensor<2x4x8x2xf32>, tensor<2x4x8x2xf32>) -> tensor<2x4x8x4xf32>
      %129 = "stablehlo.all_to_all"(%128) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, concat_dimension = 2 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 2 : i64}> : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x4xf32>
      %130 = stablehlo.reshape %129 : (tensor<2x4x8x4xf32>) -> tensor<2x4x4x2x4xf32>
      %131 = stablehlo.transpose %130, dims = [0, 2, 1, 3, 4] {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, xla_shape = "f32[2,4,4,2,4]{4,3,1,2,0}"} : (tensor<2x4x4x2x4xf32>) -> tensor<2x4x4x2x4xf32>
      %132 = stablehlo.reshape %131 : (tensor<2x4x4x2x4xf32>) -> tensor<2x16x2x4xf32>
      %133 = stablehlo.dot_general %87, %132, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x2x4xf32>, tensor<2x16x2x4xf32>) -> tensor<2x2x16x16xf32>
      %134 = sdy.constant dense<2.000000e+00> : tensor<f32>
      %135 = stablehlo.broadcast_in_dim %134, dims = [] : (tensor<f32>) -> tensor<2x2x16x16xf32>
      %136 = stablehlo.divide %133, %135 : tensor<2x2x16x16xf32>
      %137 = sdy.constant dense<-1.000000e+09> : tensor<f32>
      %138 = stablehlo.broadcast_in_dim %137, dims = [] : (tensor<f32>) -> tensor<2x2x16x16xf32>
      %139 = stablehlo.select %21, %136, %138 : tensor<2x2x16x16xi1>, tensor<2x2x16x16xf32>
      %140 = sdy.constant dense<0xFF800000> : tensor<f32>
      %141 = stablehlo.reduce(%139 init: %140) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x16x16xf32>, tensor<f32>) -> tensor<2x2x16xf32>
      %142 = sdy.constant dense<0xFF800000> : tensor<f32>
      %143 = stablehlo.broadcast_in_dim %142, dims = [] : (tensor<f32>) -> tensor<2x2x16xf32>
      %144 = stablehlo.maximum %141, %143 : tensor<2x2x16xf32>
      %145 = stablehlo.reshape %144 : (tensor<2x2x16xf32>) -> tensor<2x2x16x1xf32>
      %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2, 3] : (tensor<2x2x16x1xf32>) -> tensor<2x2x16x1xf32>
      %147 = stablehlo.reshape %146 : (tensor<2x2x16x1xf32>) -> tensor<2x2x16xf32>
      %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2] : (tensor<2x2x16xf32>) -> tensor<2x2x16x16xf32>
      %149 = stablehlo.subtract %139, %148 : tensor<2x2x16x16xf32>
      %150 = stablehlo.exponential %149 : tensor<2x2x16x16xf32>
      %151 = sdy.constant dense<0.000000e+00> : tensor<f32>
      %152 = stablehlo.reduce(%150 init: %151) applies stablehlo.add across dimensions = [3] : (tensor<2x2x16x16xf32>, tensor<f32>) -> tensor<2x2x16xf32>
      %153 = stablehlo.reshape %152 : (tensor<2x2x16xf32>) -> tensor<2x2x16x1xf32>
      %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2, 3] : (tensor<2x2x16x1xf32>) -> tensor<2x2x16x1xf32>
      %155 = stablehlo.reshape %154 : (tensor<2x2x16x1xf32>) -> tensor<2x2x16xf32>
      %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2] : (tensor<2x2x16xf32>) -> tensor<2x2x16x16xf32>
      %157 = stablehlo.divide %150, %156 : tensor<2x2x16x16xf32>
      %158 = stablehlo.dot_general %6, %157, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x2x4xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x4x16xf32>
      %159 = stablehlo.transpose %158, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,2,4]{1,3,2,0}"} : (tensor<2x2x4x16xf32>) -> tensor<2x16x2x4xf32>
      %160 = "stablehlo.all_to_all"(%159) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, concat_dimension = 1 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 1 : i64}> {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,16,2,4]{1,3,2,0}"} : (tensor<2x16x2x4xf32>) -> tensor<2x16x2x4xf32>
      %161 = stablehlo.reshape %160 : (tensor<2x16x2x4xf32>) -> tensor<2x4x4x2x4xf32>
      %162 = stablehlo.transpose %161, dims = [0, 2, 1, 3, 4] {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, xla_shape = "f32[2,4,4,2,4]{4,3,1,2,0}"} : (tensor<2x4x4x2x4xf32>) -> tensor<2x4x4x2x4xf32>
      %163 = stablehlo.reshape %162 : (tensor<2x4x4x2x4xf32>) -> tensor<2x4x8x4xf32>
      %164 = stablehlo.reshape %163 : (tensor<2x4x8x4xf32>) -> tensor<2x4x32xf32>
      %165 = stablehlo.dot_general %164, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32xf32>, tensor<32x32xf32>) -> tensor<2x4x32xf32>
      sdy.return %165 : tensor<2x4x32xf32>
    } : (tensor<2x16x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<2x16x32xf32>
    return %0 : tensor<2x16x32xf32>
  }
}
