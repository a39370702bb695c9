====================================================================================================
Compiled method (c2)     351  259       4       dev.tempered.benchmarks.HandoverPair::slice (230 bytes)
     0    f80  mov    r10d,DWORD PTR [rsi+0x8]
     4    f84  movabs r11,0x7f35bf000000
     b    f8b  
     e    f8e  add    r10,r11
    11    f91  cmp    rax,r10
        ;   {runtime_call ic_miss_stub}
    14    f94  jne    0x7f3630989180
    1a    f9a  xchg   ax,ax
    1c    f9c  nop    DWORD PTR [rax+0x0]
        [Verified Entry Point]
    20    fa0  mov    DWORD PTR [rsp-0x14000],eax
    27    fa7  push   rbp
    28    fa8  sub    rsp,0x80
    2f    faf  mov    DWORD PTR [rsp],edx
    32    fb2  mov    QWORD PTR [rsp+0x8],rsi
    37    fb7  mov    BYTE PTR [rsi+0x21],r12b
    3b    fbb  lock add DWORD PTR [rsp-0x40],0x0
    41    fc1  mov    r11d,DWORD PTR [rsi+0x28]
    45    fc5  test   r11d,r11d
    48    fc8  je     0x7f3630ee1897
    4e    fce  lea    rsi,[r12+r11*8]
    52    fd2  nop
    53    fd3  call   0x7f3630ee1960
    58    fd8  mov    r10,QWORD PTR [rsp+0x8]
    5d    fdd  movzx  r10d,BYTE PTR [r10+0x21]
    62    fe2  test   r10d,r10d
    65    fe5  jne    0x7f3630ee1504
    6b    feb  xor    ebp,ebp
    6d    fed  xor    ebx,ebx
    6f    fef  nop
    70    ff0  cmp    ebp,0x64
    73    ff3  jge    0x7f3630ee150b
    79    ff9  pause
    7b    ffb  mov    r10,QWORD PTR [rsp+0x8]
    80   1000  movzx  r11d,BYTE PTR [r10+0x21]
    85   1005  mov    r10,QWORD PTR [r15+0x348]
        ; ImmutableOopMap {[8]=Oop }
        ;*goto {reexecute=1 rethrow=0 return_oop=0}
        ; - (reexecute) dev.tempered.benchmarks.HandoverPair::slice@28 (line 48)
        ;   {poll}
    8c   100c  inc    ebp
    8e   100e  test   DWORD PTR [r10],eax
    91   1011  test   r11d,r11d
    94   1014  je     0x7f3630ee0ff0
    96   1016  mov    r10,QWORD PTR [rsp+0x8]
    9b   101b  movzx  r13d,BYTE PTR [r10+0x20]
    a0   1020  mov    r14d,0x1
    a6   1026  add    r14,QWORD PTR [r10+0x18]
    aa   102a  mov    QWORD PTR [r10+0x18],r14
    ae   102e  movabs r10,0x7f3646636d00
    b5   1035  
    b8   1038  call   r10
    bb   103b  mov    QWORD PTR [rsp+0x18],rax
    c0   1040  test   r13d,r13d
    c3   1043  jne    0x7f3630ee18d8
    c9   1049  mov    r10,QWORD PTR [rsp+0x8]
    ce   104e  mov    eax,DWORD PTR [r10+0x24]
    d2   1052  mov    ecx,DWORD PTR [rsp]
    d5   1055  cmp    ecx,0x1
    d8   1058  jle    0x7f3630ee1884
    de   105e  mov    r10d,DWORD PTR [r12+rax*8+0x8]
    e3   1063  cmp    r10d,0x100ca90
    ea   106a  jne    0x7f3630ee18a4
    f0   1070  lea    r11,[r12+rax*8]
    f4   1074  mov    r8d,0x1
    fa   107a  jmp    0x7f3630ee111b
    ff   107f  mov    r11,QWORD PTR [rsp+0x48]
   104   1084  mov    ecx,DWORD PTR [rsp+0x10]
   108   1088  mov    ebx,DWORD PTR [rsp]
   10b   108b  mov    r8d,DWORD PTR [rsp+0x2c]
        ; implicit exception: dispatches to 0x00007f3630ee18f4
   110   1090  mov    edi,DWORD PTR [r12+r10*8+0xc]
   115   1095  cmp    r9d,edi
   118   1098  jae    0x7f3630ee151d
   11e   109e  mov    edi,DWORD PTR [r12+r10*8+0x8]
   123   10a3  movsxd r9,r9d
   126   10a6  shl    r9,0x2
   12a   10aa  cmp    edi,0x1550
   130   10b0  jne    0x7f3630ee1560
   136   10b6  shl    r10,0x3
   13a   10ba  lea    rbp,[r10+r9*1+0x10]
   13f   10bf  cmp    BYTE PTR [r15+0x38],0x0
   144   10c4  jne    0x7f3630ee12f4
   14a   10ca  mov    DWORD PTR [rbp+0x0],0xd3dc4258
   151   10d1  add    r13,0x1
   155   10d5  movabs r10,0x69ee212c0
   15c   10dc  
   15f   10df  mov    r9,rbp
   162   10e2  xor    r10,r9
   165   10e5  shr    r10,0x16
   169   10e9  test   r10,r10
   16c   10ec  je     0x7f3630ee1108
   16e   10ee  shr    r9,0x9
   172   10f2  movabs rdi,0x7f3625400000
   179   10f9  
   17c   10fc  add    rdi,r9
   17f   10ff  cmp    BYTE PTR [rdi],0x4
   182   1102  jne    0x7f3630ee132b
   188   1108  mov    QWORD PTR [r11+0x120],r13
   18f   110f  inc    r8d
   192   1112  cmp    r8d,ecx
   195   1115  jge    0x7f3630ee1440
   19b   111b  mov    r10d,DWORD PTR [r11+0x8c]
   1a2   1122  mov    rdx,QWORD PTR [r11+0x90]
   1a9   1129  mov    r13,QWORD PTR [r11+0x120]
   1b0   1130  mov    r9,rdx
   1b3   1133  and    r9,r13
   1b6   1136  mov    r9d,r9d
   1b9   1139  cmp    r13,QWORD PTR [r11+0x128]
   1c0   1140  jl     0x7f3630ee1090
   1c6   1146  mov    edi,DWORD PTR [r12+r10*8+0xc]
   1cb   114b  mov    DWORD PTR [rsp+0x2c],r8d
   1d0   1150  mov    DWORD PTR [rsp+0x28],eax
   1d4   1154  mov    QWORD PTR [rsp+0x20],r14
   1d9   1159  mov    DWORD PTR [rsp],ebx
   1dc   115c  mov    DWORD PTR [rsp+0x10],ecx
   1e0   1160  mov    r8d,DWORD PTR [r11+0x98]
   1e7   1167  mov    QWORD PTR [rsp+0x48],r11
   1ec   116c  movsxd rbx,r8d
   1ef   116f  add    rbx,r13
   1f2   1172  mov    r11,rbx
   1f5   1175  and    r11,rdx
   1f8   1178  mov    ecx,r11d
   1fb   117b  cmp    ecx,edi
   1fd   117d  jae    0x7f3630ee15f7
   203   1183  lea    r11,[r12+r10*8]
   207   1187  cmp    r12d,DWORD PTR [r11+rcx*4+0x10]
   20c   118c  je     0x7f3630ee12e3
   212   1192  cmp    r9d,edi
   215   1195  jae    0x7f3630ee165c
   21b   119b  mov    r8d,r9d
   21e   119e  cmp    r12d,DWORD PTR [r11+r8*4+0x10]
   223   11a3  je     0x7f3630ee107f
   229   11a9  xor    r10d,r10d
   22c   11ac  cmp    r10d,0x64
   230   11b0  jge    0x7f3630ee139b
   236   11b6  pause
   238   11b8  mov    r8,QWORD PTR [r15+0x348]
   23f   11bf  mov    r11,QWORD PTR [rsp+0x48]
   244   11c4  mov    rcx,QWORD PTR [r11+0x90]
   24b   11cb  mov    rbx,QWORD PTR [r11+0x120]
   252   11d2  mov    r9d,DWORD PTR [r11+0x8c]
   259   11d9  mov    rdi,rcx
   25c   11dc  and    rdi,rbx
   25f   11df  inc    r10d
   262   11e2  test   DWORD PTR [r8],eax
   265   11e5  mov    edi,edi
   267   11e7  cmp    rbx,QWORD PTR [r11+0x128]
   26e   11ee  jl     0x7f3630ee1249
        ; implicit exception: dispatches to 0x00007f3630ee1918
   270   11f0  mov    r8d,DWORD PTR [r12+r9*8+0xc]
   275   11f5  mov    r13d,r10d
   278   11f8  mov    edx,DWORD PTR [r11+0x98]
   27f   11ff  movsxd rsi,edx
   282   1202  add    rsi,rbx
   285   1205  mov    r10,rsi
   288   1208  and    r10,rcx
   28b   120b  mov    r10d,r10d
   28e   120e  cmp    r10d,r8d
   291   1211  jae    0x7f3630ee179b
   297   1217  lea    r11,[r12+r9*8]
   29b   121b  cmp    r12d,DWORD PTR [r11+r10*4+0x10]
   2a0   1220  je     0x7f3630ee13ac
   2a6   1226  cmp    edi,r8d
   2a9   1229  jae    0x7f3630ee1800
   2af   122f  mov    r8d,edi
   2b2   1232  cmp    r12d,DWORD PTR [r11+r8*4+0x10]
   2b7   1237  je     0x7f3630ee1241
   2b9   1239  mov    r10d,r13d
   2bc   123c  jmp    0x7f3630ee11ac
   2c1   1241  mov    r11,QWORD PTR [rsp+0x48]
   2c6   1246  mov    r10d,r13d
   2c9   1249  mov    r8d,DWORD PTR [r12+r9*8+0xc]
   2ce   124e  cmp    edi,r8d
   2d1   1251  jae    0x7f3630ee16b4
   2d7   1257  mov    r8d,DWORD PTR [r12+r9*8+0x8]
   2dc   125c  movsxd rdi,edi
   2df   125f  shl    rdi,0x2
   2e3   1263  cmp    r8d,0x1550
   2ea   126a  jne    0x7f3630ee170c
   2f0   1270  lea    r10,[r12+r9*8]
   2f4   1274  lea    rbp,[r10+rdi*1+0x10]
   2f9   1279  cmp    BYTE PTR [r15+0x38],0x0
   2fe   127e  jne    0x7f3630ee13bd
        ;   {oop(a 'java/lang/Object'{0x000000069ee212c0})}
   304   1284  mov    DWORD PTR [rbp+0x0],0xd3dc4258
   30b   128b  add    rbx,0x1
   30f   128f  movabs r10,0x69ee212c0
   316   1296  
   319   1299  mov    r8,rbp
   31c   129c  xor    r10,r8
   31f   129f  shr    r10,0x16
   323   12a3  test   r10,r10
   326   12a6  je     0x7f3630ee12c2
   328   12a8  shr    r8,0x9
   32c   12ac  movabs rdi,0x7f3625400000
   333   12b3  
   336   12b6  add    rdi,r8
   339   12b9  cmp    BYTE PTR [rdi],0x4
   33c   12bc  jne    0x7f3630ee13f4
   342   12c2  mov    QWORD PTR [r11+0x120],rbx
   349   12c9  mov    ecx,DWORD PTR [rsp+0x10]
   34d   12cd  mov    ebx,DWORD PTR [rsp]
   350   12d0  mov    r14,QWORD PTR [rsp+0x20]
   355   12d5  mov    eax,DWORD PTR [rsp+0x28]
   359   12d9  mov    r8d,DWORD PTR [rsp+0x2c]
   35e   12de  jmp    0x7f3630ee110f
   363   12e3  mov    r11,QWORD PTR [rsp+0x48]
   368   12e8  mov    QWORD PTR [r11+0x128],rbx
   36f   12ef  jmp    0x7f3630ee1084
   374   12f4  mov    r10d,DWORD PTR [rbp+0x0]
   378   12f8  test   r10d,r10d
   37b   12fb  je     0x7f3630ee10ca
   381   1301  mov    r9,QWORD PTR [r15+0x20]
   385   1305  mov    rdi,r10
   388   1308  shl    rdi,0x3
   38c   130c  test   r9,r9
   38f   130f  je     0x7f3630ee15b4
   395   1315  mov    r10,QWORD PTR [r15+0x30]
   399   1319  mov    QWORD PTR [r10+r9*1-0x8],rdi
   39e   131e  add    r9,0xfffffffffffffff8
   3a2   1322  mov    QWORD PTR [r15+0x20],r9
   3a6   1326  jmp    0x7f3630ee10ca
   3ab   132b  mov    r10,QWORD PTR [r15+0x50]
   3af   132f  mov    r9,QWORD PTR [r15+0x40]
   3b3   1333  lock add DWORD PTR [rsp-0x40],0x0
   3b9   1339  cmp    BYTE PTR [rdi],0x0
   3bc   133c  je     0x7f3630ee1108
   3c2   1342  mov    BYTE PTR [rdi],r12b
   3c5   1345  test   r9,r9
   3c8   1348  jne    0x7f3630ee1389
   3ca   134a  mov    DWORD PTR [rsp+0x4],r8d
   3cf   134f  mov    QWORD PTR [rsp+0x10],r11
   3d4   1354  mov    DWORD PTR [rsp],eax
   3d7   1357  mov    rbp,r14
   3da   135a  mov    r14d,ebx
   3dd   135d  mov    ebx,ecx
   3df   135f  mov    rsi,r15
   3e2   1362  movabs r10,0x7f36460d3160
   3e9   1369  
   3ec   136c  call   r10
   3ef   136f  mov    ecx,ebx
   3f1   1371  mov    ebx,r14d
   3f4   1374  mov    r14,rbp
   3f7   1377  mov    eax,DWORD PTR [rsp]
   3fa   137a  mov    r11,QWORD PTR [rsp+0x10]
   3ff   137f  mov    r8d,DWORD PTR [rsp+0x4]
   404   1384  jmp    0x7f3630ee1108
   409   1389  mov    QWORD PTR [r10+r9*1-0x8],rdi
   40e   138e  add    r9,0xfffffffffffffff8
   412   1392  mov    QWORD PTR [r15+0x40],r9
   416   1396  jmp    0x7f3630ee1108
   41b   139b  mov    ebp,r10d
   41e   139e  nop
   41f   139f  call   0x7f3630ed8840
   424   13a4  mov    r10d,ebp
   427   13a7  jmp    0x7f3630ee11b8
   42c   13ac  mov    r11,QWORD PTR [rsp+0x48]
   431   13b1  mov    QWORD PTR [r11+0x128],rsi
   438   13b8  jmp    0x7f3630ee1246
   43d   13bd  mov    r10d,DWORD PTR [rbp+0x0]
   441   13c1  test   r10d,r10d
   444   13c4  je     0x7f3630ee1284
   44a   13ca  mov    r8,QWORD PTR [r15+0x20]
   44e   13ce  mov    rdi,r10
   451   13d1  shl    rdi,0x3
   455   13d5  test   r8,r8
   458   13d8  je     0x7f3630ee1780
   45e   13de  mov    r10,QWORD PTR [r15+0x30]
   462   13e2  mov    QWORD PTR [r10+r8*1-0x8],rdi
   467   13e7  add    r8,0xfffffffffffffff8
   46b   13eb  mov    QWORD PTR [r15+0x20],r8
   46f   13ef  jmp    0x7f3630ee1284
   474   13f4  mov    r10,QWORD PTR [r15+0x50]
   478   13f8  mov    r8,QWORD PTR [r15+0x40]
   47c   13fc  lock add DWORD PTR [rsp-0x40],0x0
   482   1402  cmp    BYTE PTR [rdi],0x0
   485   1405  je     0x7f3630ee12c2
   48b   140b  mov    BYTE PTR [rdi],r12b
   48e   140e  test   r8,r8
   491   1411  jne    0x7f3630ee142e
   493   1413  mov    rbp,r11
   496   1416  mov    rsi,r15
   499   1419  movabs r10,0x7f36460d3160
   4a0   1420  
   4a3   1423  call   r10
   4a6   1426  mov    r11,rbp
   4a9   1429  jmp    0x7f3630ee12c2
   4ae   142e  mov    QWORD PTR [r10+r8*1-0x8],rdi
   4b3   1433  add    r8,0xfffffffffffffff8
   4b7   1437  mov    QWORD PTR [r15+0x40],r8
   4bb   143b  jmp    0x7f3630ee12c2
   4c0   1440  mov    rbp,QWORD PTR [rsp+0x8]
   4c5   1445  mov    DWORD PTR [rsp],ecx
   4c8   1448  mov    DWORD PTR [rsp+0x4],ebx
   4cc   144c  mov    QWORD PTR [rsp+0x8],r14
   4d1   1451  mov    rsi,rax
   4d4   1454  shl    rsi,0x3
        ;   {oop(a 'java/lang/Object'{0x000000069ee212d0})}
   4d8   1458  movabs rdx,0x69ee212d0
   4df   145f  
   4e2   1462  nop
   4e3   1463  call   0x7f3630ed8bc0
   4e8   1468  mov    rbx,rbp
   4eb   146b  mov    r10,QWORD PTR [rbp+0x10]
   4ef   146f  cmp    r10,QWORD PTR [rsp+0x8]
   4f4   1474  jne    0x7f3630ee14cf
   4f6   1476  movabs r10,0x7f3646636d00
   4fd   147d  
   500   1480  call   r10
   503   1483  mov    r10d,DWORD PTR [rbx+0xc]
   507   1487  cmp    r10d,DWORD PTR [rsp]
   50b   148b  jne    0x7f3630ee18c8
   511   1491  sub    rax,QWORD PTR [rsp+0x18]
   516   1496  add    rsp,0x80
   51d   149d  pop    rbp
   51e   149e  cmp    rsp,QWORD PTR [r15+0x340]
   525   14a5  ja     0x7f3630ee1948
   52b   14ab  ret
   52c   14ac  nop    DWORD PTR [rax+0x0]
   530   14b0  pause
   532   14b2  mov    r10,QWORD PTR [rbx+0x10]
   536   14b6  mov    r11,QWORD PTR [r15+0x348]
   53d   14bd  inc    r8d
        ;   {poll}
   540   14c0  test   DWORD PTR [r11],eax
   543   14c3  cmp    r10,QWORD PTR [rsp+0x8]
   548   14c8  je     0x7f3630ee1476
   54a   14ca  mov    DWORD PTR [rsp+0x4],r8d
   54f   14cf  mov    r10d,DWORD PTR [rbx+0x30]
   553   14d3  test   r10d,r10d
   556   14d6  jne    0x7f3630ee1868
   55c   14dc  mov    r8d,DWORD PTR [rsp+0x4]
   561   14e1  cmp    r8d,0x64
   565   14e5  jl     0x7f3630ee14b0
   567   14e7  mov    QWORD PTR [rsp+0x10],rbx
   56c   14ec  mov    rbp,QWORD PTR [rsp+0x18]
   571   14f1  xchg   ax,ax
   573   14f3  call   0x7f3630ed8840
   578   14f8  mov    rbx,QWORD PTR [rsp+0x10]
   57d   14fd  mov    r8d,DWORD PTR [rsp+0x4]
   582   1502  jmp    0x7f3630ee14b2
   584   1504  xor    ebx,ebx
   586   1506  jmp    0x7f3630ee1016
   58b   150b  mov    DWORD PTR [rsp+0x4],ebx
   58f   150f  call   0x7f363098a080
   594   1514  mov    ebx,DWORD PTR [rsp+0x4]
   598   1518  jmp    0x7f3630ee0ffb
   59d   151d  mov    esi,0xffffffe4
   5a2   1522  mov    rbp,QWORD PTR [rsp+0x8]
   5a7   1527  mov    DWORD PTR [rsp],ecx
   5aa   152a  mov    QWORD PTR [rsp+0x8],r14
   5af   152f  mov    rcx,QWORD PTR [rsp+0x18]
   5b4   1534  mov    QWORD PTR [rsp+0x10],rcx
   5b9   1539  mov    DWORD PTR [rsp+0x4],eax
   5bd   153d  mov    DWORD PTR [rsp+0x18],r8d
   5c2   1542  mov    QWORD PTR [rsp+0x28],r11
   5c7   1547  mov    QWORD PTR [rsp+0x30],r13
   5cc   154c  mov    DWORD PTR [rsp+0x38],r10d
   5d1   1551  mov    DWORD PTR [rsp+0x3c],r9d
   5d6   1556  mov    DWORD PTR [rsp+0x40],edi
   5da   155a  nop
   5db   155b  call   0x7f3630991a80
   5e0   1560  add    r9,0x10
   5e4   1564  mov    esi,0xffffff45
   5e9   1569  movabs rbx,0x7f35bf000000
   5f0   1570  
   5f3   1573  add    rbx,rdi
   5f6   1576  mov    rbx,QWORD PTR [rbx+0x70]
   5fa   157a  mov    rbp,QWORD PTR [rbx]
   5fd   157d  rex.W push QWORD PTR [rsp+0x8]
   602   1582  rex.W pop QWORD PTR [rsp]
   606   1586  mov    DWORD PTR [rsp+0x8],ecx
   60a   158a  mov    QWORD PTR [rsp+0x10],r14
   60f   158f  mov    DWORD PTR [rsp+0xc],eax
   613   1593  mov    DWORD PTR [rsp+0x20],r8d
   618   1598  mov    QWORD PTR [rsp+0x30],r11
   61d   159d  mov    QWORD PTR [rsp+0x38],r13
   622   15a2  mov    QWORD PTR [rsp+0x40],r9
   627   15a7  mov    DWORD PTR [rsp+0x48],r10d
        ;   {runtime_call UncommonTrapBlob}
   62c   15ac  data16 xchg ax,ax
   62f   15af  call   0x7f3630991a80
   634   15b4  mov    DWORD PTR [rsp+0x14],r8d
   639   15b9  mov    QWORD PTR [rsp+0x20],r11
   63e   15be  mov    DWORD PTR [rsp+0x10],eax
   642   15c2  mov    QWORD PTR [rsp],r14
   646   15c6  mov    r14d,ebx
   649   15c9  mov    ebx,ecx
   64b   15cb  mov    rsi,r15
   64e   15ce  movabs r10,0x7f36460d3130
   655   15d5  
   658   15d8  call   r10
   65b   15db  mov    ecx,ebx
   65d   15dd  mov    ebx,r14d
   660   15e0  mov    r14,QWORD PTR [rsp]
   664   15e4  mov    eax,DWORD PTR [rsp+0x10]
   668   15e8  mov    r11,QWORD PTR [rsp+0x20]
   66d   15ed  mov    r8d,DWORD PTR [rsp+0x14]
   672   15f2  jmp    0x7f3630ee10ca
   677   15f7  mov    esi,0xffffffe4
   67c   15fc  mov    rbp,QWORD PTR [rsp+0x8]
   681   1601  mov    r11d,DWORD PTR [rsp+0x10]
   686   1606  mov    DWORD PTR [rsp],r11d
   68a   160a  mov    QWORD PTR [rsp+0x8],r14
   68f   160f  mov    r11,QWORD PTR [rsp+0x18]
   694   1614  mov    QWORD PTR [rsp+0x10],r11
   699   1619  mov    DWORD PTR [rsp+0x4],eax
   69d   161d  mov    r9d,DWORD PTR [rsp+0x2c]
   6a2   1622  mov    DWORD PTR [rsp+0x18],r9d
   6a7   1627  mov    r11,QWORD PTR [rsp+0x48]
   6ac   162c  mov    QWORD PTR [rsp+0x28],r11
   6b1   1631  mov    QWORD PTR [rsp+0x40],r11
   6b6   1636  mov    DWORD PTR [rsp+0x48],r10d
   6bb   163b  mov    QWORD PTR [rsp+0x50],rdx
   6c0   1640  mov    QWORD PTR [rsp+0x58],r13
   6c5   1645  mov    DWORD PTR [rsp+0x4c],r8d
   6ca   164a  mov    DWORD PTR [rsp+0x60],r10d
   6cf   164f  mov    DWORD PTR [rsp+0x64],ecx
   6d3   1653  mov    DWORD PTR [rsp+0x68],edi
   6d7   1657  call   0x7f3630991a80
   6dc   165c  mov    esi,0xffffffe4
   6e1   1661  mov    rbp,QWORD PTR [rsp+0x8]
   6e6   1666  mov    r11d,DWORD PTR [rsp+0x10]
   6eb   166b  mov    DWORD PTR [rsp],r11d
   6ef   166f  mov    QWORD PTR [rsp+0x8],r14
   6f4   1674  mov    r11,QWORD PTR [rsp+0x18]
   6f9   1679  mov    QWORD PTR [rsp+0x10],r11
   6fe   167e  mov    DWORD PTR [rsp+0x4],eax
   702   1682  mov    r8d,DWORD PTR [rsp+0x2c]
   707   1687  mov    DWORD PTR [rsp+0x18],r8d
   70c   168c  mov    r11,QWORD PTR [rsp+0x48]
   711   1691  mov    QWORD PTR [rsp+0x28],r11
   716   1696  mov    QWORD PTR [rsp+0x30],rdx
   71b   169b  mov    QWORD PTR [rsp+0x38],r13
   720   16a0  mov    DWORD PTR [rsp+0x40],r10d
   725   16a5  mov    DWORD PTR [rsp+0x44],r9d
   72a   16aa  mov    DWORD PTR [rsp+0x48],edi
   72e   16ae  nop
   72f   16af  call   0x7f3630991a80
   734   16b4  mov    esi,0xffffffe4
   739   16b9  mov    rbp,QWORD PTR [rsp+0x8]
   73e   16be  mov    edx,DWORD PTR [rsp+0x10]
   742   16c2  mov    DWORD PTR [rsp],edx
   745   16c5  mov    rcx,QWORD PTR [rsp+0x20]
   74a   16ca  mov    QWORD PTR [rsp+0x8],rcx
   74f   16cf  mov    rcx,QWORD PTR [rsp+0x18]
   754   16d4  mov    QWORD PTR [rsp+0x10],rcx
   759   16d9  mov    ecx,DWORD PTR [rsp+0x28]
   75d   16dd  mov    DWORD PTR [rsp+0x4],ecx
   761   16e1  mov    edx,DWORD PTR [rsp+0x2c]
   765   16e5  mov    DWORD PTR [rsp+0x18],edx
   769   16e9  mov    DWORD PTR [rsp+0x1c],r10d
   76e   16ee  mov    QWORD PTR [rsp+0x28],r11
   773   16f3  mov    QWORD PTR [rsp+0x30],rbx
   778   16f8  mov    DWORD PTR [rsp+0x3c],r9d
   77d   16fd  mov    DWORD PTR [rsp+0x40],edi
   781   1701  mov    DWORD PTR [rsp+0x44],r8d
   786   1706  nop
   787   1707  call   0x7f3630991a80
   78c   170c  add    rdi,0x10
   790   1710  mov    esi,0xffffff45
   795   1715  movabs rcx,0x7f35bf000000
   79c   171c  
   79f   171f  add    rcx,r8
   7a2   1722  mov    r8,QWORD PTR [rcx+0x70]
   7a6   1726  mov    rbp,QWORD PTR [r8]
   7a9   1729  rex.W push QWORD PTR [rsp+0x8]
   7ae   172e  rex.W pop QWORD PTR [rsp]
   7b2   1732  mov    QWORD PTR [rsp-0x8],rax
   7b7   1737  mov    eax,DWORD PTR [rsp+0x10]
   7bb   173b  mov    DWORD PTR [rsp+0x8],eax
   7bf   173f  mov    rax,QWORD PTR [rsp-0x8]
   7c4   1744  rex.W push QWORD PTR [rsp+0x20]
   7c9   1749  rex.W pop QWORD PTR [rsp+0x10]
   7ce   174e  mov    ecx,DWORD PTR [rsp+0x28]
   7d2   1752  mov    DWORD PTR [rsp+0xc],ecx
   7d6   1756  mov    r8d,DWORD PTR [rsp+0x2c]
   7db   175b  mov    DWORD PTR [rsp+0x20],r8d
   7e0   1760  mov    DWORD PTR [rsp+0x24],r10d
   7e5   1765  mov    QWORD PTR [rsp+0x30],r11
   7ea   176a  mov    QWORD PTR [rsp+0x38],rbx
   7ef   176f  mov    QWORD PTR [rsp+0x48],rdi
   7f4   1774  mov    DWORD PTR [rsp+0x44],r9d
   7f9   1779  xchg   ax,ax
   7fb   177b  call   0x7f3630991a80
   800   1780  mov    r13,r11
   803   1783  mov    rsi,r15
   806   1786  movabs r10,0x7f36460d3130
   80d   178d  
   810   1790  call   r10
   813   1793  mov    r11,r13
   816   1796  jmp    0x7f3630ee1284
   81b   179b  mov    esi,0xffffffe4
   820   17a0  mov    rbp,QWORD PTR [rsp+0x8]
   825   17a5  mov    r11d,DWORD PTR [rsp+0x10]
   82a   17aa  mov    DWORD PTR [rsp],r11d
   82e   17ae  mov    r11,QWORD PTR [rsp+0x20]
   833   17b3  mov    QWORD PTR [rsp+0x8],r11
   838   17b8  mov    r11,QWORD PTR [rsp+0x18]
   83d   17bd  mov    QWORD PTR [rsp+0x10],r11
   842   17c2  mov    r11d,DWORD PTR [rsp+0x28]
   847   17c7  mov    DWORD PTR [rsp+0x4],r11d
   84c   17cc  mov    edi,DWORD PTR [rsp+0x2c]
   850   17d0  mov    DWORD PTR [rsp+0x18],edi
   854   17d4  mov    DWORD PTR [rsp+0x1c],r13d
   859   17d9  mov    DWORD PTR [rsp+0x34],r9d
   85e   17de  mov    QWORD PTR [rsp+0x50],rcx
   863   17e3  mov    QWORD PTR [rsp+0x58],rbx
   868   17e8  mov    DWORD PTR [rsp+0x60],edx
   86c   17ec  mov    DWORD PTR [rsp+0x64],r9d
   871   17f1  mov    DWORD PTR [rsp+0x68],r10d
   876   17f6  mov    DWORD PTR [rsp+0x6c],r8d
   87b   17fb  call   0x7f3630991a80
   880   1800  mov    esi,0xffffffe4
   885   1805  mov    rbp,QWORD PTR [rsp+0x8]
   88a   180a  mov    r11d,DWORD PTR [rsp+0x10]
   88f   180f  mov    DWORD PTR [rsp],r11d
   893   1813  mov    r10,QWORD PTR [rsp+0x20]
   898   1818  mov    QWORD PTR [rsp+0x8],r10
   89d   181d  mov    r10,QWORD PTR [rsp+0x18]
   8a2   1822  mov    QWORD PTR [rsp+0x10],r10
   8a7   1827  mov    r10d,DWORD PTR [rsp+0x28]
   8ac   182c  mov    DWORD PTR [rsp+0x4],r10d
   8b1   1831  mov    r11d,DWORD PTR [rsp+0x2c]
   8b6   1836  mov    DWORD PTR [rsp+0x18],r11d
   8bb   183b  mov    DWORD PTR [rsp+0x1c],r13d
   8c0   1840  rex.W push QWORD PTR [rsp+0x48]
   8c5   1845  rex.W pop QWORD PTR [rsp+0x28]
   8ca   184a  mov    QWORD PTR [rsp+0x38],rcx
   8cf   184f  mov    QWORD PTR [rsp+0x40],rbx
   8d4   1854  mov    DWORD PTR [rsp+0x34],r9d
   8d9   1859  mov    DWORD PTR [rsp+0x48],edi
   8dd   185d  mov    DWORD PTR [rsp+0x4c],r8d
   8e2   1862  nop
   8e3   1863  call   0x7f3630991a80
   8e8   1868  mov    esi,0xffffff45
   8ed   186d  mov    rbp,rbx
   8f0   1870  mov    r11,QWORD PTR [rsp+0x18]
   8f5   1875  mov    QWORD PTR [rsp+0x10],r11
   8fa   187a  mov    DWORD PTR [rsp+0x18],r10d
   8ff   187f  call   0x7f3630991a80
   904   1884  mov    rbp,QWORD PTR [rsp+0x8]
   909   1889  mov    DWORD PTR [rsp+0x4],ebx
   90d   188d  mov    QWORD PTR [rsp+0x8],r14
   912   1892  jmp    0x7f3630ee1451
   917   1897  mov    esi,0xfffffff6
        ;   {runtime_call UncommonTrapBlob}
   91c   189c  data16 xchg ax,ax
   91f   189f  call   0x7f3630991a80
   924   18a4  mov    esi,0xffffff76
   929   18a9  mov    rbp,QWORD PTR [rsp+0x8]
   92e   18ae  mov    QWORD PTR [rsp+0x8],r14
   933   18b3  mov    r10,QWORD PTR [rsp+0x18]
   938   18b8  mov    QWORD PTR [rsp+0x10],r10
   93d   18bd  mov    DWORD PTR [rsp+0x4],eax
   941   18c1  xchg   ax,ax
   943   18c3  call   0x7f3630991a80
   948   18c8  mov    esi,0x5b
   94d   18cd  mov    rbp,rbx
        ;   {runtime_call UncommonTrapBlob}
   950   18d0  data16 xchg ax,ax
   953   18d3  call   0x7f3630991a80
   958   18d8  mov    esi,0xffffff45
   95d   18dd  mov    rbp,QWORD PTR [rsp+0x8]
   962   18e2  mov    QWORD PTR [rsp+0x8],r14
   967   18e7  mov    DWORD PTR [rsp+0x4],r13d
        ;   {runtime_call UncommonTrapBlob}
   96c   18ec  data16 xchg ax,ax
   96f   18ef  call   0x7f3630991a80
   974   18f4  mov    esi,0xffffff5e
   979   18f9  xchg   ax,ax
   97b   18fb  call   0x7f3630991a80
   980   1900  mov    esi,0xffffff5e
   985   1905  xchg   ax,ax
   987   1907  call   0x7f3630991a80
   98c   190c  mov    esi,0xffffff5e
   991   1911  xchg   ax,ax
   993   1913  call   0x7f3630991a80
   998   1918  mov    esi,0xffffff5e
   99d   191d  xchg   ax,ax
   99f   191f  call   0x7f3630991a80
   9a4   1924  mov    rsi,rax
   9a7   1927  jmp    0x7f3630ee193b
   9a9   1929  mov    rsi,rax
   9ac   192c  jmp    0x7f3630ee193b
   9ae   192e  mov    rsi,rax
   9b1   1931  jmp    0x7f3630ee193b
   9b3   1933  mov    rsi,rax
   9b6   1936  jmp    0x7f3630ee193b
   9b8   1938  mov    rsi,rax
   9bb   193b  add    rsp,0x80
   9c2   1942  pop    rbp
   9c3   1943  jmp    0x7f3630a34400
        ;   {internal_word}
   9c8   1948  movabs r10,0x7f3630ee149e
   9cf   194f  
   9d2   1952  mov    QWORD PTR [r15+0x358],r10
   9d9   1959  jmp    0x7f3630990900
   9de   195e  hlt
   9df   195f  hlt
        [Stub Code]
        ;   {no_reloc}
   9e0   1960  movabs rbx,0x7f35bb07faf8
   9e7   1967  
   9ea   196a  jmp    0x7f363098e659
   9ef   196f  movabs rbx,0x0
   9f6   1976  
   9f9   1979  jmp    0x7f3630ee1979
   9fe   197e  movabs rbx,0x0
   a05   1985  
        ;   {runtime_call}
   a08   1988  jmp    0x7f3630ee1988
   a0d   198d  movabs rbx,0x0
        ;   {runtime_call}
   a14   1994  
   a17   1997  jmp    0x7f3630ee1997
        ;   {static_stub}
   a1c   199c  movabs rbx,0x0
   a23   19a3  
   a26   19a6  jmp    0x7f3630ee19a6
   a2b   19ab  jmp    0x7f363099e200
        [Deopt Handler Code]
   a30   19b0  call   0x7f3630ee19b5
   a35   19b5  sub    QWORD PTR [rsp],0x5
   a3a   19ba  jmp    0x7f3630991da0
   a3f   19bf  hlt
